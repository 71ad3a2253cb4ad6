import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
