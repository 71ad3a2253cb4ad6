-- wrk's script for `npm run bench` (bench/lib/load.ts): each thread goes through the paths given
-- after `--` in turn, and `done` prints one JSON line for the bench to read. With WRK_COUNT_HITS=1
-- every answer is also read for the page cache's `x-page-cache: hit` and its status (a Lua call
-- per answer: only the rows that report a hit rate pay for it).
local threads = {}

function setup(thread)
  thread:set("offset", #threads)
  table.insert(threads, thread)
end

function init(args)
  paths = args
  index = offset or 0
  hits = 0
  answers = 0
  failures = 0
end

function request()
  index = index % #paths + 1
  return wrk.format(nil, paths[index])
end

if os.getenv("WRK_COUNT_HITS") == "1" then
  function response(status, headers, body)
    answers = answers + 1
    if status < 200 or status >= 400 then failures = failures + 1 end
    if headers["x-page-cache"] == "hit" then hits = hits + 1 end
  end
end

function done(summary, latency, requests)
  local hits, answers = 0, 0
  for _, thread in ipairs(threads) do
    hits = hits + thread:get("hits")
    answers = answers + thread:get("answers")
  end
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p95Us":%d,"p99Us":%d,' ..
    '"socketErrors":%d,"badStatus":%d,"timeouts":%d,"hits":%d,"answersRead":%d}\n',
    summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99),
    errors.connect + errors.read + errors.write, errors.status, errors.timeout, hits, answers))
end
