import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public routes are server-rendered; admin routes opt out with clientLoader + HydrateFallback.
  ssr: true,
  // Route middleware (root.tsx ties content-api reads to the visitor's request).
  future: { v8_middleware: true },
} satisfies Config;
