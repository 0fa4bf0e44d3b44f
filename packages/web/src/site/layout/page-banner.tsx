import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumb banner of every inner page: the page's h1 and its trail from Home. */
export function PageBanner({ title, trail }: { title: string; trail: Crumb[] }) {
  return (
    <header>
      <h1>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.label}>
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
    </header>
  );
}
