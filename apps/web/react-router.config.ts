import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public routes are server-rendered; admin routes opt out with clientLoader + HydrateFallback.
  ssr: true,
} satisfies Config;
