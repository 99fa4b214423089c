import { z } from 'zod';

// Zod's built-in messages in Dutch, for every schema on both sides.
z.config(z.locales.nl());

export { z };
