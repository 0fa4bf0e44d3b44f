import type { blogCategories, blogs } from '@grain/contract/content-types';
import type { DemoRecord } from '../demo-record.ts';
import { floor, grain, scene } from '../pictures/picture.ts';

export const demoBlogCategories: DemoRecord<typeof blogCategories.fields>[] = [
  {
    name: 'Craft & Techniques',
    slug: 'craft-techniques',
    description: 'Joinery, tools and the small decisions that make furniture last.',
  },
  {
    name: 'Wood Care',
    slug: 'wood-care',
    description: 'Keeping oiled, waxed and lacquered wood beautiful for decades.',
  },
  {
    name: 'Flooring',
    slug: 'flooring',
    description: 'Species, patterns, fitting and finishing of solid and engineered floors.',
  },
  {
    name: 'Workshop Stories',
    slug: 'workshop-stories',
    description: 'The people, projects and timber behind the work.',
  },
];

/** A date `days` before today, so the demo journal always reads as recent and never dated ahead. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export const demoBlogs: DemoRecord<typeof blogs.fields>[] = [
  {
    title: 'Why We Still Cut Dovetails by Hand',
    category_id: 'craft-techniques',
    written_by: 'Elena Hart',
    date: daysAgo(9),
    image: scene('workbench', { wood: 'oak', mood: 'honey' }),
    description: `<p>A router jig can cut a hundred dovetails in the time it takes one of us to cut a drawer's worth by hand. So why do we still reach for the saw and the chisel?</p>
<p>The first reason is fit. A hand-cut joint is cut to the actual boards in front of us, not to a template. Pins and tails are marked from each other, so every joint is a pair that fits only its partner, snug enough to hold before any glue goes in.</p>
<h3>Proportion you can see</h3>
<p>Machine dovetails are evenly spaced and wide at the pins because the cutter demands it. By hand, we can make the pins slender and the tails generous — the proportion you see on old chests that have survived two centuries of use.</p>
<p>The second reason is quieter: a drawer with hand-cut dovetails tells whoever opens it, decades from now, that somebody took their time. We think that message is worth an afternoon at the bench.</p>`,
  },
  {
    title: 'Oil or Lacquer? Choosing a Finish for Your Dining Table',
    category_id: 'wood-care',
    written_by: 'Samuel Brooks',
    date: daysAgo(27),
    image: scene('dining-table', { wood: 'walnut', mood: 'linen' }),
    description: `<p>No question reaches us more often, and the honest answer is that both are good — for different households.</p>
<h3>Hardwax oil</h3>
<p>Oil soaks into the wood and hardens there, leaving the surface looking and feeling like timber rather than plastic. It shows water rings if a glass is left overnight, but any mark can be sanded out locally and re-oiled in ten minutes, with no trace of the repair.</p>
<h3>Lacquer</h3>
<p>A modern water-based lacquer sits on top of the wood as a thin, tough film. It shrugs off spills and hot mugs far better than oil. The catch is repair: once the film is scratched through, the whole surface must be sanded and refinished.</p>
<p>Our rule of thumb: if you like a table that collects a few stories and don't mind a yearly wipe of oil, choose oil. If the table is also the homework desk, the craft table and the landing spot for car keys, choose lacquer and stop worrying.</p>`,
  },
  {
    title: 'A Beginner’s Guide to Hardwood Species',
    category_id: 'craft-techniques',
    written_by: 'Marcus Reid',
    date: daysAgo(48),
    image: grain('cherry'),
    description: `<p>Choosing a timber is choosing how a piece will look on the day it arrives and how it will age over the next fifty years. Here are the five we use most, in plain words.</p>
<ul>
<li><strong>White oak</strong> — honey-colored, hard and stable, with dramatic ray flecks when quarter-sawn. Our everyday workhorse.</li>
<li><strong>Black walnut</strong> — rich chocolate brown that mellows to a warm bronze. Softer than oak but wonderfully easy to shape.</li>
<li><strong>Ash</strong> — pale and straight-grained, springy and strong. Perfect for chairs and anything that must flex a little.</li>
<li><strong>Cherry</strong> — starts a pale salmon pink and darkens to deep red within a year in the light. Nothing else ages quite like it.</li>
<li><strong>Hard maple</strong> — creamy, dense and very hard-wearing. The classic choice for worktops and children's furniture.</li>
</ul>
<p>Come and see them side by side in the workshop: samples in your hand tell you more than any photograph.</p>`,
  },
  {
    title: 'Caring for Solid Wood Floors Through the Seasons',
    category_id: 'flooring',
    written_by: 'Marcus Reid',
    date: daysAgo(66),
    image: floor('planks', 'oak'),
    description: `<p>Wood floors breathe with the year. In a humid summer the boards take on moisture and swell; in a dry, heated winter they give it up and small gaps appear between them. This is normal, and a little care keeps it gentle.</p>
<h3>Keep the air steady</h3>
<p>Aim for indoor humidity between 35 and 55 percent. A simple humidifier in winter makes more difference to a floor than any product you can buy.</p>
<h3>Clean little and often</h3>
<p>Grit is the real enemy of a finish. Sweep or vacuum weekly, and mop with a barely damp cloth and a soap made for oiled floors. Never use steam cleaners or a soaking-wet mop.</p>
<h3>Refresh once a year</h3>
<p>Oiled floors love a maintenance coat in high-traffic areas once a year. It takes an afternoon, and the floor looks new again by evening.</p>`,
  },
  {
    title: 'Herringbone or Chevron: What’s the Difference?',
    category_id: 'flooring',
    written_by: 'Marcus Reid',
    date: daysAgo(84),
    image: floor('chevron', 'walnut'),
    description: `<p>Both patterns zigzag across a room, and both have graced European palaces for four centuries. The difference is in the ends of the boards.</p>
<p>In <strong>herringbone</strong>, the blocks are cut square. Each block's end butts against the side of its neighbor, creating the staggered, broken zigzag that looks like the bones of a fish.</p>
<p>In <strong>chevron</strong>, the ends are cut at an angle — usually 45 degrees — so the boards meet point to point in a clean, continuous V. The effect is calmer and more graphic, and it draws the eye along the length of a room.</p>
<p>Herringbone is a little more forgiving to lay and hides small variations between boards. Chevron demands perfect set-out but rewards it with one of the most elegant floors there is. We are happy to lay out both in the workshop so you can walk on them before deciding.</p>`,
  },
  {
    title: 'Inside the Workshop: A Day at the Bench',
    category_id: 'workshop-stories',
    written_by: 'Ruth Mwangi',
    date: daysAgo(103),
    image: scene('workbench', { wood: 'walnut', mood: 'linen' }),
    description: `<p>Seven o'clock, and the first job of the day is always the same: sharpen. A chisel that was fine yesterday is not quite fine today, and everything that follows depends on the edge.</p>
<p>By eight the dust extraction is humming and the machine room is breaking down rough boards for three different orders. We mill a little oversize and let the parts rest overnight, because wood released from a big board often moves, and it is better it does so now than in your home.</p>
<p>Afternoons belong to hand work: fitting joints, planing tabletops flat, scraping surfaces ready for finish. It is the quietest part of the day, and the part most of us would choose if we could only keep one.</p>
<p>At five, the benches are swept, the tools go back on the wall, and whoever finished a piece that day gets to sign the underside. It never gets old.</p>`,
  },
  {
    title: 'Reclaimed Timber, Done Right',
    category_id: 'craft-techniques',
    written_by: 'Tomás Ortega',
    date: daysAgo(131),
    image: grain('pine'),
    description: `<p>Reclaimed wood is beautiful, sustainable and full of history. It is also full of nails, grit and surprises, which is why we treat every beam like a patient before it becomes a floor.</p>
<p>Each piece is scanned with a metal detector and de-nailed by hand. We then kiln-dry it, even if it has sat in a dry barn for eighty years, to kill any insects and bring it to the same moisture level as your home.</p>
<p>Only then do we mill it, and we mill carefully: the aim is to reveal clean wood while keeping the character that made you want reclaimed timber in the first place — saw marks, old peg holes and the deep color of age.</p>
<p>Done right, reclaimed heart pine or oak is as stable as new timber and far more interesting to live with.</p>`,
  },
  {
    title: 'Five Easy Repairs for Water Rings and Scratches',
    category_id: 'wood-care',
    written_by: 'Samuel Brooks',
    date: daysAgo(158),
    image: scene('coffee-table', { wood: 'oak', mood: 'clay' }),
    description: `<p>Most marks on solid wood furniture can be fixed at home in under an hour. Here is what we tell clients who call in a panic.</p>
<ol>
<li><strong>White water rings</strong> are moisture trapped in the finish. A warm (not hot) hair dryer moved slowly over the ring often draws it out completely.</li>
<li><strong>Dark rings</strong> have reached the wood. On an oiled piece, sand lightly with 240-grit paper along the grain and re-oil the area.</li>
<li><strong>Light scratches</strong> on oil disappear with a little maintenance oil rubbed in with a soft cloth.</li>
<li><strong>Dents</strong> can be steamed out: lay a damp cloth over the dent and press briefly with a hot iron to swell the fibers back.</li>
<li><strong>Sticky drawers</strong> just need a rub of paraffin wax on the runners.</li>
</ol>
<p>If in doubt, send us a photo. Advice is free, and a ten-minute fix beats an expensive refinish.</p>`,
  },
  {
    title: 'Building a Cabin That Breathes',
    category_id: 'workshop-stories',
    written_by: 'Tomás Ortega',
    date: daysAgo(197),
    image: scene('log-cabin', { wood: 'cedar' }),
    description: `<p>A timber cabin should feel fresh in August and cozy in January. The secret is not sealing it like a plastic box, but letting the walls manage moisture the way wood naturally does.</p>
<p>We build with solid logs or timber frames wrapped in breathable wood-fiber insulation, and finish the inside with untreated boards. Moisture from cooking and sleeping passes slowly through the walls instead of condensing on cold surfaces.</p>
<p>Ventilation still matters: every cabin we build has a small heat-recovery unit that swaps stale air for fresh without losing the warmth of the stove.</p>
<p>The result is a building that smells of wood, not of damp, and that will stand for generations with little more than a coat of oil on the outside every few years.</p>`,
  },
  {
    title: 'Why Wood Moves, and How Good Joinery Allows for It',
    category_id: 'craft-techniques',
    written_by: 'Elena Hart',
    date: daysAgo(246),
    image: scene('round-table', { wood: 'cherry', mood: 'linen' }),
    description: `<p>A solid tabletop three feet wide can grow and shrink by a quarter of an inch across the year. It is the single most important fact in furniture making, and ignoring it is why so many tables crack.</p>
<p>Wood moves almost entirely across its width, hardly at all along its length. So a top is never glued or screwed rigidly to its frame. We fix it with wooden buttons that sit in a groove and slide as the top moves, or with steel figure-eight fasteners that pivot.</p>
<p>The same thinking runs through all our work: frame-and-panel doors with floating panels, breadboard ends pinned through slotted holes, drawer bottoms free to slide in their grooves.</p>
<p>None of it shows. That is the point — good joinery quietly lets a piece live through a hundred seasons without a complaint.</p>`,
  },
  {
    title: 'Choosing Wood for Outdoor Furniture',
    category_id: 'wood-care',
    written_by: 'Tomás Ortega',
    date: daysAgo(305),
    image: scene('garden-bench', { wood: 'teak' }),
    description: `<p>Sun, rain and frost are hard on any material. Outdoors, the choice of timber matters more than any finish you put on it.</p>
<p><strong>Teak</strong> is rich in natural oils and practically shrugs off water. Left alone it weathers to a soft silver-gray; oiled each spring it keeps its golden color.</p>
<p><strong>Western red cedar</strong> is light, fragrant and naturally rot-resistant. It is softer than teak, so we use it for planters, pergolas and cladding rather than tabletops.</p>
<p><strong>White oak</strong> works outdoors too, provided it is heartwood and the joints are designed to shed water. Avoid red oak outside: its open pores drink up rain.</p>
<p>Whatever the wood, raise the feet off the soil, let water drain away from every joint, and your garden furniture will outlast several generations of plants.</p>`,
  },
  {
    title: 'Meet Our Apprentices',
    category_id: 'workshop-stories',
    written_by: 'Ruth Mwangi',
    date: daysAgo(371),
    image: scene('stool', { wood: 'ash', mood: 'honey' }),
    description: `<p>Every year we take on two apprentices for a three-year program at the bench. This year's pair came to us from very different places: Leah from a career in graphic design, and Dev straight from high school shop class.</p>
<p>The first months are deliberately humble. Sharpening, sweeping, milling stock and cutting joint after joint in scrap wood until saw and chisel feel like extensions of the hand.</p>
<p>By the second year, apprentices build real pieces alongside a senior maker — Leah's first commissioned stool shipped last month — and by the third they design and build a piece of their own from start to finish.</p>
<p>The craft only survives if it is passed on. Training the next generation is the part of our work we are proudest of.</p>`,
  },
];
