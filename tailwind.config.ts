import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  // Dark styles apply under <html class="dark">, and under <html class="system"> when the device
  // asks for dark: the "follow my device" theme needs no script and never flashes.
  darkMode: ["variant", ["&:is(.dark *)", "@media (prefers-color-scheme: dark) { &:is(.system *) }"]],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#fef2f2",
          100: "#fee2e2",
          500: "#dc2626",
          600: "#b91c1c",
          700: "#991b1b",
          800: "#7f1d1d",
        },
      },
    },
  },
  plugins: [],
} satisfies Config;
