#!/bin/sh
# The local stand-in for the official nginx image's entrypoint, the parts deploy/compose.yaml
# uses: each executable /docker-entrypoint.d/*.envsh is sourced in order (its exports reach the
# templates), then each /etc/nginx/templates/<name>.template is written to /etc/nginx/conf.d/<name>
# with the environment's variables filled in (nginx's own $variables, defined nowhere in the
# environment, are left alone). Then nginx runs in the foreground.
set -eu
for script in /docker-entrypoint.d/*.envsh; do
  [ -x "$script" ] || continue
  echo "nginx-entrypoint: sourcing $script"
  . "$script"
done
defined=$(env | awk -F= '/^[A-Za-z_][A-Za-z0-9_]*=/ { printf "${%s} ", $1 }')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  name=$(basename "$template" .template)
  envsubst "$defined" <"$template" >"/etc/nginx/conf.d/$name"
  echo "nginx-entrypoint: wrote /etc/nginx/conf.d/$name from $template"
done
exec nginx -g 'daemon off;'
