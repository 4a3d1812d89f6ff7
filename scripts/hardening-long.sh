#!/bin/sh
# The long hardening run (issue "Hardening"): the HTTP fuzz at 10,000 random requests on PGlite and on
# PostgreSQL, and the crash test at full size, printing seeds, runtimes and memory. Reproduce a fuzz
# failure with the FUZZ_SEED it prints.
#
#   sh scripts/hardening-long.sh                    # defaults below
#   FUZZ_RUNS=20000 CRASH_BOOKINGS=5 sh scripts/hardening-long.sh
#
# PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the crash test
# skips its PostgreSQL half when the server is unreachable.
set -eu
cd "$(dirname "$0")/.."

FUZZ_RUNS="${FUZZ_RUNS:-10000}"
CRASH_BOOKINGS="${CRASH_BOOKINGS:-4}"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export FUZZ_RUNS CRASH_BOOKINGS

echo "== fuzz on PGlite: $FUZZ_RUNS random requests"
NODE_OPTIONS="${NODE_OPTIONS:-} --expose-gc" npx vitest run apps/server/test/fuzz.test.ts

echo "== fuzz on PostgreSQL ($PG_URL): $FUZZ_RUNS random requests"
TEST_DATABASE_URL="$PG_URL" NODE_OPTIONS="${NODE_OPTIONS:-} --expose-gc" npx vitest run apps/server/test/fuzz.test.ts

echo "== crash test: $CRASH_BOOKINGS bookings per client"
npx vitest run apps/server/test/crash.test.ts
