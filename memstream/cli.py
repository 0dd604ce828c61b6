"""The ``memstream`` command line.

Every subcommand builds the settings once and passes them down. An expected failure
(a service down, a bad file) prints one line saying what to do and exits 2; a traceback
means a bug.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from memstream.config import Settings
from memstream.errors import MemstreamError

Handler = Callable[[argparse.Namespace, Settings], int]


def _cmd_config(args: argparse.Namespace, settings: Settings) -> int:
    json.dump(settings.masked(), sys.stdout, indent=2, default=str)
    sys.stdout.write("\n")
    return 0


def _cmd_analyze(args: argparse.Namespace, settings: Settings) -> int:
    from agents.analysis import analyze_lines  # noqa: PLC0415 - keep start-up of other commands light

    for line in analyze_lines(sys.stdin):
        sys.stdout.write(line + "\n")
    return 0


def _cmd_worker(args: argparse.Namespace, settings: Settings) -> int:
    from streams.worker import run_worker  # noqa: PLC0415 - imports Faust only when needed

    run_worker(settings, loglevel=args.loglevel)
    return 0


def _cmd_demo(args: argparse.Namespace, settings: Settings) -> int:
    from memstream.demo_run import run_demo  # noqa: PLC0415

    return run_demo(settings)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memstream",
        description="Streaming long-term memory for chat platforms.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("config", help="print the effective configuration, secrets masked")
    p.set_defaults(handler=_cmd_config)

    p = sub.add_parser(
        "analyze",
        help="read JSON lines {'text': ...} on stdin; print directive, redaction, refusal",
    )
    p.set_defaults(handler=_cmd_analyze)

    p = sub.add_parser("worker", help="run the Faust worker (turns, commands, indexing)")
    p.add_argument("--loglevel", default="info")
    p.set_defaults(handler=_cmd_worker)

    p = sub.add_parser("demo", help="run the sample conversation stream and print a report")
    p.set_defaults(handler=_cmd_demo)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    handler: Handler = args.handler
    try:
        settings = Settings()
        return handler(args, settings)
    except MemstreamError as exc:
        print(f"memstream {args.command}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
