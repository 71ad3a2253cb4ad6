import type { Config } from "@react-router/dev/config";
import shop from "../../react-router.config";

// The shop's React Router settings (its future flags change what a request costs), built apart.
export default {
  ...shop,
  appDirectory: "app",
  buildDirectory: "../.tmp/reference",
} satisfies Config;
