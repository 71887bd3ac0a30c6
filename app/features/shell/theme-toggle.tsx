import { Form, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { Icon } from "../../ui/icon";
import { themeCookie, type Theme } from "../../lib/theme";
import { shellMessages as t } from "../../../domain/messages/shell";

function currentTheme(): Theme {
  const explicit = document.documentElement.dataset.theme;
  if (explicit === "dark" || explicit === "light") return explicit;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Flips the theme at once in the browser and stores it in a cookie the server renders from. */
export function ThemeToggle() {
  const location = useLocation();
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <Form
      method="post"
      action="/theme"
      onSubmit={(e) => {
        e.preventDefault();
        document.documentElement.dataset.theme = next;
        document.cookie = themeCookie(next);
        localStorage.setItem("theme", next);
        setTheme(next);
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="icon-btn" aria-label={next === "dark" ? t.theme.toDark : t.theme.toLight} title={next === "dark" ? t.theme.toDark : t.theme.toLight} data-testid="theme-toggle">
        <Icon icon={theme === "dark" ? Sun : Moon} />
      </button>
    </Form>
  );
}
