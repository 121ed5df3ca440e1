// The one generator of the nginx configurations: docker-compose.yml hands the templates beside this file
// to the nginx image, whose envsubst fills the same ${ARENA_…} names from the service's environment;
// `npm run cluster` (deploy/cluster) fills them here. Nothing else writes an nginx configuration, so the
// cluster on this machine and the compose file cannot drift apart.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** the templates, by the compose service that runs each */
const NGINX_TEMPLATES = { lb: 'lb.conf.template', cdn: 'cdn.conf.template' };

const NAME = /\$\{(ARENA_[A-Z0-9_]+)\}/g;

/** the ${ARENA_…} names a template needs */
function templateNames(template) {
  return [...new Set([...template.matchAll(NAME)].map(([, name]) => name))];
}

/** The template with every ${ARENA_…} name filled; a missing or an unknown value is an error, never an empty string. */
function renderNginx(template, values) {
  const needed = templateNames(template);
  const missing = needed.filter((name) => typeof values[name] !== 'string' || values[name] === '');
  const unknown = Object.keys(values).filter((name) => !needed.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [missing.length > 0 && `no value for ${missing.join(', ')}`, unknown.length > 0 && `no use for ${unknown.join(', ')}`];
    throw new Error(`nginx template: ${problems.filter(Boolean).join('; ')}`);
  }
  return template.replace(NAME, (_, name) => values[name]);
}

/** the template text of a compose service (lb or cdn) */
function readNginxTemplate(service) {
  return readFileSync(path.join(__dirname, NGINX_TEMPLATES[service]), 'utf8');
}

module.exports = { NGINX_TEMPLATES, templateNames, renderNginx, readNginxTemplate };
