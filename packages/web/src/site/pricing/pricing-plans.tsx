import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faCrown } from '@fortawesome/free-solid-svg-icons/faCrown';
import { faSeedling } from '@fortawesome/free-solid-svg-icons/faSeedling';
import { paths } from '@grain/contract/site-paths';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import styles from './pricing-plans.module.css';

/** Fixed plans in dollars per month; Standard is highlighted (spec public §2). */
export const plans = [
  {
    name: 'Basic',
    price: 68,
    icon: faSeedling,
    blurb: 'Repairs and small pieces',
    features: ['Furniture repair & restoration', 'Oiling and refinishing', 'Free on-site estimate', 'Email support'],
    highlighted: false,
  },
  {
    name: 'Standard',
    price: 168,
    icon: faCouch,
    blurb: 'Custom furniture for one room',
    features: [
      'Everything in Basic',
      'Made-to-measure furniture',
      'Choice of hardwood & finish',
      '3D design preview',
      'Delivery & assembly',
    ],
    highlighted: true,
  },
  {
    name: 'Premium',
    price: 268,
    icon: faCrown,
    blurb: 'Whole-home joinery & floors',
    features: [
      'Everything in Standard',
      'Fitted kitchens & wardrobes',
      'Wooden floor installation',
      'Dedicated project lead',
      '10-year craftsmanship warranty',
    ],
    highlighted: false,
  },
];

/** The pricing plans: Basic 68, Standard 168 (highlighted), Premium 268 dollars per month. */
export function PricingPlans({ alt = false }: { alt?: boolean }) {
  return (
    <section className={`${section.section} ${alt ? section.alt : ''}`} aria-labelledby="pricing-title">
      <div className={section.container}>
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing Plans"
          title="Honest Prices for Honest Craft"
          lead="Simple monthly plans for ongoing care and custom work. Every project starts with a free consultation."
        />
        <ul className={styles.grid}>
          {plans.map((plan, index) => (
            <li
              key={plan.name}
              className={`${styles.plan} ${plan.highlighted ? styles.highlighted : ''}`}
              style={{ '--delay': `${index * 0.2}s` } as CSSProperties}
            >
              {plan.highlighted && <span className={styles.badge}>Most Popular</span>}
              <span className={styles.icon}>
                <Icon icon={plan.icon} />
              </span>
              <h3 className={styles.name}>{plan.name}</h3>
              <p className={styles.blurb}>{plan.blurb}</p>
              <p className={styles.price}>
                <span className={styles.currency}>$</span>
                <span className={styles.amount}>{plan.price}</span>
                <span className={styles.period}>/ month</span>
              </p>
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon icon={faCheck} />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link to={paths.contact} className={plan.highlighted ? section.button : section.buttonOutline}>
                Choose Plan<span className="visually-hidden">: {plan.name}</span>
                <Icon icon={faArrowRight} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
