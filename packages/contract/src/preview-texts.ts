/** Texts of draft previews (issue 45), with no schema beside them: the site's main chunk reads them. */

/** What the site shows at the top of a preview page. */
export const PREVIEW_BAR_TEXT = 'Preview of a draft — visitors do not see these changes.';

/** What an unknown, expired or revoked preview link answers, on the site's 404 page. */
export const PREVIEW_GONE_TEXT = 'This preview link has expired or was withdrawn.';
