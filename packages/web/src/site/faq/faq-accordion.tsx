import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faHeadset } from '@fortawesome/free-solid-svg-icons/faHeadset';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { faqQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { BlockState } from '../shared/section-heading.tsx';
import { Accordion, type AccordionItem } from './accordion.tsx';
import styles from './faq-accordion.module.css';

interface FaqLayoutProps {
  children: ReactNode;
  alt?: boolean;
}

/** The FAQ block's frame: heading and a contact card beside the questions. */
function FaqLayout({ children, alt }: FaqLayoutProps) {
  const titleId = useId();
  return (
    <section className={`${section.section} ${alt ? section.alt : ''}`} aria-labelledby={titleId}>
      <div className={`${section.container} ${styles.grid}`}>
        <div className={styles.intro}>
          <p className={section.eyebrow}>FAQs</p>
          <h2 id={titleId} className={section.title}>
            Frequently Asked Questions
          </h2>
          <p className={styles.lead}>
            Answers to what our clients ask most about timber, lead times, finishes and care. Can't find yours?
          </p>
          <div className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon icon={faHeadset} />
            </span>
            <div>
              <p className={styles.cardTitle}>Still have questions?</p>
              <Link to={paths.contact} className={styles.cardLink}>
                Get In Touch
                <Icon icon={faArrowRight} />
              </Link>
            </div>
          </div>
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}

/** The FAQ accordion from the API, first question open (spec public §2, §8). */
export function FaqAccordion({ alt = false }: { alt?: boolean }) {
  const { data, isPending, error } = useQuery(faqQueries.list());

  let body: ReactNode;
  if (isPending) body = <BlockState kind="loading">Loading FAQs...</BlockState>;
  else if (error) body = <BlockState kind="error">{error.message || 'Failed to fetch FAQs'}</BlockState>;
  else if (data.length === 0) body = <BlockState kind="empty">No FAQs available at the moment.</BlockState>;
  else body = <Accordion items={data} />;

  return <FaqLayout alt={alt}>{body}</FaqLayout>;
}

/** The about page's static FAQ (spec public §2 "About page"). */
export const staticFaqs: AccordionItem[] = [
  {
    id: 'timber',
    question: 'Which woods do you work with?',
    answer:
      'Mostly European oak, American black walnut, ash and cherry from certified sustainable sources. We are happy to source other species for special commissions.',
  },
  {
    id: 'lead-time',
    question: 'How long does a custom piece take?',
    answer:
      'Most furniture is ready in four to eight weeks from the approved drawing. Fitted kitchens, staircases and floors depend on the size of the job — we agree a schedule before we start.',
  },
  {
    id: 'visit',
    question: 'Can I visit the workshop before ordering?',
    answer:
      'Of course. Book a visit and we will show you timber samples, finishes and pieces in progress, and talk through your ideas over a coffee.',
  },
  {
    id: 'care',
    question: 'How do I care for solid wood furniture?',
    answer:
      'Dust with a soft dry cloth, wipe spills quickly and re-oil oiled surfaces once or twice a year. Every piece comes with a care card and a small tin of the finish we used.',
  },
];

export function StaticFaq({ alt = false }: { alt?: boolean }) {
  return (
    <FaqLayout alt={alt}>
      <Accordion items={staticFaqs} />
    </FaqLayout>
  );
}
