import { useId, useState } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: number | string;
  question: string;
  answer: string;
}

/** Question-and-answer disclosures; the first one starts open (spec public §2). */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<AccordionItem['id'] | null>(items[0]?.id ?? null);

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={`${styles.item} ${open ? styles.open : ''}`}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <p className={styles.answer}>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
