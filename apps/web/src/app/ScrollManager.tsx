import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §2: every navigation starts at the top of the page, or at the element the hash names. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // the target may render a moment later (lazy section, data), so look again briefly
      let tries = 0;
      const find = () => {
        const element = document.getElementById(id);
        if (element) element.scrollIntoView({ block: "start" });
        else if (tries++ < 20) timer = window.setTimeout(find, 100);
      };
      let timer = window.setTimeout(find, 0);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
