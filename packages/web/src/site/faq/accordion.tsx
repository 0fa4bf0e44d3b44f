import { useId } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: number | string;
  question: string;
  answer: string;
}

/**
 * Question-and-answer disclosures; the first one starts open (spec public §2). Plain
 * `<details>` sharing a `name`: the browser opens and closes them, one at a time, with or
 * without the app. `open` is only the first render's: React never changes it, so an answer the
 * visitor opened before the app started stays open when it does.
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const group = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.id} name={group} className={styles.item} open={index === 0}>
          <summary className={styles.question}>
            <h3 className={styles.heading}>{item.question}</h3>
            <span className={styles.sign} aria-hidden="true" />
          </summary>
          <div className={styles.panel}>
            <p className={styles.answer}>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
