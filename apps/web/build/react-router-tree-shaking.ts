// React Router builds its components as `var NavLink = React.forwardRef(…); NavLink.displayName = "NavLink";`
// at the top of its bundle: a call and a property write the bundler must keep, so NavLink and Form (with the
// form-submission code they pull in) reach /login although the app uses neither. This marks those calls
// pure and drops the displayName writes (only developer tools read them) in the production build, so that
// unused components are shaken out; upstream: remix-run/react-router#15299.
import type { Plugin } from 'vite';

const REACT_ROUTER_BUNDLE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'club:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_BUNDLE },
      handler(code) {
        const next = code
          .replace(/^(var \w+ = )(React\w*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
