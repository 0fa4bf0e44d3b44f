import { createContext } from 'react-router';

/**
 * True while the server renders a page. There, a block whose data failed with a server error
 * fails the whole page (an honest 500 or 503); in the browser the block shows its own error.
 */
export const serverRenderContext = createContext<boolean>(false);
