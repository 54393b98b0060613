import { applyChineseMessages } from '@console/contracts';

// The browser parses field values with the contracts' schemas here; their built-in messages must be Chinese.
// jitless: zod would otherwise probe `new Function` once, which the console's CSP refuses and reports.
applyChineseMessages({ jitless: true });
