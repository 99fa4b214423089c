#!/bin/sh
# The static checks of `npm test` side by side: each tsc run uses one core, so the two projects and
# the linter together take about as long as the longest of them instead of their sum.
npx tsc -p tsconfig.json & server=$!
npx tsc -p apps/web/tsconfig.json & web=$!
npx biome check . & lint=$!
status=0
wait $server || status=1
wait $web || status=1
wait $lint || status=1
exit $status
