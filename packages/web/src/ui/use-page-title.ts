import { useEffect } from 'react';

/** Sets the document title ("{title} | Grain") after render, so server rendering never touches `document`. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Grain`;
  }, [title]);
}
