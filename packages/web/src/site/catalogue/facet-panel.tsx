import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { FACET_PARAM_PREFIX, type FacetFilters } from '@grain/contract/product-facets';
import type { Facet } from '@grain/contract/product-facets-schema';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import styles from './facet-panel.module.css';

interface PanelProps {
  facets: Facet[] | undefined;
  /**
   * The values the address bar chooses: the boxes show them, and start over from them when the
   * query string (`urlKey`) changes, even while the previous search's counts are still shown.
   */
  chosen: FacetFilters;
  urlKey: string;
  /** With the app: a box was ticked or cleared (the form holds every box's state). */
  onChange?: () => void;
}

/**
 * The facets of a product list (issue 48): one fieldset per key, a checkbox per value with its
 * count, inside the sidebar's GET form, so that Apply Filters submits them without the app as
 * `f.{key}={value}`; with the app a tick shows the new list at once. On phones the panel is a
 * disclosure, closed until asked for; from the large breakpoint it is always open.
 */
export function FacetPanel({ facets, chosen, urlKey, onChange }: PanelProps) {
  if (!facets || facets.length === 0) return null;
  const chosenCount = Object.values(chosen).reduce((sum, values) => sum + values.length, 0);
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        Filters
        {chosenCount > 0 && <span className={styles.chosenCount}>{chosenCount} chosen</span>}
      </summary>
      <div className={styles.facets}>
        {facets.map((facet) => (
          <fieldset key={facet.key} className={styles.facet}>
            <legend className={styles.legend}>{facet.label}</legend>
            <ul className={styles.values}>
              {facet.values.map((value) => {
                // One panel a page, and slugs: an id that reads the same on the server and in the app.
                const id = `facet-${facet.key}-${value.value}`;
                return (
                  <li key={value.value} className={styles.value}>
                    <input
                      // Uncontrolled: a box ticked before the app started keeps its tick.
                      key={urlKey}
                      id={id}
                      type="checkbox"
                      className={styles.checkbox}
                      name={`${FACET_PARAM_PREFIX}${facet.key}`}
                      value={value.value}
                      defaultChecked={chosen[facet.key]?.includes(value.value) ?? false}
                      onChange={onChange}
                    />
                    <label htmlFor={id} className={styles.label}>
                      <span className={styles.valueLabel}>{value.label}</span>{' '}
                      <span className={styles.count}>({value.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </details>
  );
}

interface ChosenProps {
  facets: Facet[] | undefined;
  /** The list's URL without this value. */
  hrefWithout: (key: string, value: string) => string;
  /** With the app: show that URL in place. */
  onRemove?: (event: MouseEvent, key: string, value: string) => void;
}

/** The chosen facet values above the results, each a link to the list without it. */
export function ChosenFacets({ facets, hrefWithout, onRemove }: ChosenProps) {
  const chosen = (facets ?? []).flatMap((facet) =>
    facet.values.filter((value) => value.selected).map((value) => ({ facet, value })),
  );
  if (chosen.length === 0) return null;
  return (
    <ul className={styles.chosen} aria-label="Chosen filters">
      {chosen.map(({ facet, value }) => (
        <li key={`${facet.key}=${value.value}`}>
          <Link
            to={hrefWithout(facet.key, value.value)}
            className={styles.chip}
            aria-label={`Remove filter ${facet.label}: ${value.label}`}
            onClick={onRemove && ((event) => onRemove(event, facet.key, value.value))}
          >
            <span className={styles.chipKey}>{facet.label}:</span> {value.label}
            <Icon icon={faXmark} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
