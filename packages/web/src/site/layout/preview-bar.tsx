import { PREVIEW_BAR_TEXT } from '@grain/contract/preview-texts';
import { useSiteSettings } from '../../head/site-settings.tsx';

/**
 * The bar at the top of a draft's preview page (issue 45), from the page's delivered settings,
 * so the server's page and the browser's first render agree. Nothing on any other page. Its
 * styles are global (styles/global.css): it sits outside every route.
 */
export function PreviewBar() {
  const { preview } = useSiteSettings();
  if (!preview) return null;
  return (
    <div data-preview-bar="" role="status">
      {PREVIEW_BAR_TEXT}
    </div>
  );
}
