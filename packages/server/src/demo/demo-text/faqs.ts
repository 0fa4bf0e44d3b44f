import type { faqs } from '@grain/contract/content-types';
import type { DemoRecord } from '../demo-record.ts';

export const demoFaqs: DemoRecord<typeof faqs.fields>[] = [
  {
    question: 'How long does a custom piece take?',
    answer:
      'Most furniture is ready six to ten weeks after you approve the drawings; floors and cabins are scheduled with you at the quote. We give you a firm week for delivery once your timber is cut, and we keep you posted with photos from the bench.',
  },
  {
    question: 'Can I choose the actual boards for my piece?',
    answer:
      'Yes, and we encourage it. Visit the workshop and we will lay out the boards set aside for your order so you can pick the figure and color you like. If you cannot visit, we send photos of each board before we cut.',
  },
  {
    question: 'Which wood species do you work with?',
    answer:
      'Our everyday timbers are white oak, black walnut, ash, cherry and hard maple, plus reclaimed heart pine for floors and western red cedar and teak for outdoor work. We can source other species on request and will tell you honestly if one is not suited to the job.',
  },
  {
    question: 'Do you deliver and install outside Asheville?',
    answer:
      'We deliver and install ourselves within about 250 miles of the workshop, and ship smaller pieces nationwide in crates we build for them. Installation of floors and cabins is always done by our own team.',
  },
  {
    question: 'How should I look after an oiled finish?',
    answer:
      'Wipe spills promptly, clean with a damp cloth and a drop of mild soap, and keep hot pans off the surface. Once or twice a year, rub in a thin coat of the maintenance oil from your care kit. Oiled finishes can be spot-repaired, so small marks are easy to put right.',
  },
  {
    question: 'Can you match my existing furniture or flooring?',
    answer:
      'Usually, yes. Send us photos or bring a drawer or an offcut, and we will match the species, the profile and the finish. We make test panels until you are happy with the color before we start.',
  },
  {
    question: 'Is solid wood flooring suitable for kitchens?',
    answer:
      'Well-finished oak and walnut floors do very well in kitchens. For bathrooms and rooms over underfloor heating we recommend our engineered boards, which move less with changes in humidity and temperature.',
  },
  {
    question: 'What does the ten-year guarantee cover?',
    answer:
      'It covers the joints, frames, drawer runners and structural work of everything we make, and the fitting of every floor we lay. If something fails in normal use, we repair or replace it at no cost. Wear and tear of the finish is not a fault, but we are always happy to refresh it.',
  },
  {
    question: 'How does payment work?',
    answer:
      'We ask for a 40% deposit when you approve the drawings, which lets us buy your timber, and the balance on delivery or at the end of installation. Larger projects such as cabins are paid in stages agreed in the quote.',
  },
  {
    question: 'Can you build from my own design or a photo?',
    answer:
      'Of course. Many of our favorite pieces started as a sketch on a napkin. We turn your idea into measured drawings, suggest any changes that will make it stronger or last longer, and only start when you are happy.',
  },
].map((faq, index) => ({ ...faq, order: index + 1 }));
