"""Where the updates of a fairseq-train command line spend their time: runs ``fairseq-train`` with the
given data and flags (``recipe_flops.run_updates``: nothing saved, no validation) for WARM + N updates
and profiles the last N with torch.profiler (CPU). Prints each update's seconds and the operators by
self CPU time, alone and by input shapes.

    source examples/recipes.sh
    python benchmarks/recipe_profile.py --warm 5 --updates 8 work/quickstart/data-bin "${XLM_E_RECIPE[@]}"

The profiler adds its own cost to the updates it profiles: compare operators within one profile, and
updates between runs only with the profiler on in both.
"""
import statistics
import sys
import time

from torch.profiler import ProfilerActivity, profile

from recipe_flops import ran_all, run_updates, update_flags


def main(argv):
    args, fairseq_argv = update_flags(__doc__, argv, warm=5, updates=8, rows="operators")
    profiler = profile(activities=[ProfilerActivity.CPU], record_shapes=True)
    seconds = []

    def profiled(update):
        if len(seconds) == args.warm:
            profiler.__enter__()
        start = time.perf_counter()
        output = update()
        seconds.append(time.perf_counter() - start)
        if len(seconds) == args.warm + args.updates:
            profiler.__exit__(None, None, None)
        return output

    run_updates(fairseq_argv, args.warm + args.updates, profiled)
    ran_all("recipe_profile.py", len(seconds), args)
    timed = seconds[args.warm:]
    print(f"update seconds: {' '.join(f'{s:.3f}' for s in seconds)}")
    print(f"profiled {args.updates} updates: median {statistics.median(timed):.3f} s")
    print(profiler.key_averages().table(sort_by="self_cpu_time_total", row_limit=args.rows, max_name_column_width=45))
    print(profiler.key_averages(group_by_input_shape=True).table(
        sort_by="self_cpu_time_total", row_limit=args.rows, max_name_column_width=30, max_shapes_column_width=70))


if __name__ == "__main__":
    main(sys.argv[1:])
