import { z } from 'zod';

// The site's CSP allows no eval: zod's JIT could never run, and its probe for `new Function`
// is reported as a CSP violation (and counted by Lighthouse) even though zod catches it.
// Imported by the modules that bring zod into the browser (the catalogue's and the admin's),
// so that the entry chunk stays without zod. It lives in api/, the one folder both site/ and
// admin/ import, where the browser meets the contract whose schemas bring zod.
z.config({ jitless: true });
