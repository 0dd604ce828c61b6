"""The ``memstream`` command line.

Every subcommand builds the settings once and passes them down, and says what it did. A
usage error (a missing or malformed argument, such as a tenant id that is not one) and an
expected failure (a service down, a bad file, a setting that is not valid) print one line
saying what to do and exit 2; a traceback means a bug.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from pydantic import TypeAdapter, ValidationError

from memstream.config import Settings
from memstream.errors import ConfigurationError, MemstreamError
from memstream.logs import redact_log_records
from memstream.shell.benchmarks import SECTIONS
from schemas.common import SubjectId, TenantId

Handler = Callable[[argparse.Namespace, Settings], int]

_TENANT = TypeAdapter(TenantId)
_SUBJECT = TypeAdapter(SubjectId)


class _Parser(argparse.ArgumentParser):
    """argparse, with a usage error on one line (and exit code 2, as argparse does)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}; see `{self.prog} --help`\n")


def _first_problem(exc: ValidationError) -> str:
    msg = str(exc.errors()[0]["msg"])
    return msg.removeprefix("Value error, ")


def tenant_arg(value: str) -> str:
    """An argparse type: a tenant id, or a usage error that says what one looks like."""
    try:
        return _TENANT.validate_python(value)
    except ValidationError:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a tenant id: use 1-48 characters of a-z, 0-9, '_' or '-', "
            "starting and ending with a letter or digit"
        ) from None


def subject_arg(value: str) -> str:
    """An argparse type: a subject id, or a usage error saying why it is not one."""
    try:
        return _SUBJECT.validate_python(value)
    except ValidationError as exc:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a subject id: {_first_problem(exc)}"
        ) from None


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


def _cmd_replay_dlq(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio  # noqa: PLC0415

    from streams.replay_dlq import replay_distill_dlq  # noqa: PLC0415

    report = asyncio.run(replay_distill_dlq(settings))
    print(
        f"replayed {report.replayed} parked job(s): {report.completed} completed, "
        f"{report.parked_again} parked again, {report.unreadable} unreadable"
    )
    return 0 if report.parked_again == 0 else 1


def _cmd_produce(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio  # noqa: PLC0415

    from streams.producer import produce_file  # noqa: PLC0415

    try:
        with open(args.file, encoding="utf-8") as handle:
            lines = handle.readlines()
    except OSError as exc:
        raise ConfigurationError(f"cannot read {args.file}: {exc.strerror}") from None
    report = asyncio.run(produce_file(settings, lines, rate=args.rate, validate=not args.raw))
    print(f"sent {report.sent} turns to {settings.kafka.turns_topic} in {report.seconds:.1f}s")
    return 0


def _cmd_demo(args: argparse.Namespace, settings: Settings) -> int:
    from memstream.shell.demo_run import demo_settings, run_demo, stop_demo  # noqa: PLC0415

    if args.stop:
        stopped = stop_demo(demo_settings(settings))
        for name in stopped:
            print(f"stopped the demo's {name}")
        if not stopped:
            print("nothing to stop: no demo worker or recall service is recorded as running")
        return 0
    return run_demo(settings, llm=args.llm)


def _cmd_recall(args: argparse.Namespace, settings: Settings) -> int:
    from recall.server import run_recall  # noqa: PLC0415 - imports FastAPI only when needed

    run_recall(settings, loglevel=args.loglevel, workers=args.workers)
    return 0


def _cmd_keys(args: argparse.Namespace, settings: Settings) -> int:
    from pathlib import Path  # noqa: PLC0415

    from recall.auth import (  # noqa: PLC0415
        RELOAD_CHECK_SECONDS,
        CredentialRole,
        add_key,
        describe_keys,
        resolve_pepper,
        revoke_key,
    )

    path = Path(settings.recall.keys_file).expanduser()
    if args.keys_action == "add":
        role = CredentialRole(args.role)
        if (role is CredentialRole.USER) != (args.subject is not None):
            print(
                "memstream keys add: --subject is required for --role user, and only for it",
                file=sys.stderr,
            )
            return 2
        key = add_key(
            path,
            tenant=args.tenant,
            role=role,
            subject=args.subject,
            note=args.note,
            pepper=resolve_pepper(settings.recall, create=True),
        )
        # The key is shown once; only its HMAC is stored.
        print(key)
        bound = f" for subject {args.subject}" if args.subject else ""
        print(
            f"created {role.value} key {key.split('_')[1]} for tenant {args.tenant}{bound}; "
            f"stored its hash in {path}; the key is not shown again",
            file=sys.stderr,
        )
        return 0
    if args.keys_action == "list":
        listing = describe_keys(path)
        if listing:
            print(listing)
        else:
            print(f"no keys in {path}", file=sys.stderr)
        return 0
    revoked = revoke_key(path, args.key_id)
    if revoked is None:
        print(
            f"memstream keys revoke: no key {args.key_id!r} in {path}; "
            "`memstream keys list` shows the ids",
            file=sys.stderr,
        )
        return 2
    print(
        f"revoked {revoked.role.value} key {revoked.id} of tenant {revoked.tenant}; "
        f"a running recall service refuses it within {RELOAD_CHECK_SECONDS:g}s"
    )
    return 0


def _cmd_import(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    from recall import logs  # noqa: PLC0415
    from recall.tools.importer import import_file, print_report  # noqa: PLC0415

    logs.configure("warning")

    report = asyncio.run(
        import_file(settings, args.tenant, Path(args.file), idle_timeout_seconds=args.idle_timeout)
    )
    print_report(report, sys.stdout)
    print(report.summary(args.tenant), file=sys.stderr)
    return 0 if report.complete else 1


def _cmd_export(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio  # noqa: PLC0415

    from recall import logs  # noqa: PLC0415
    from recall.tools.exporter import export_lines  # noqa: PLC0415

    logs.configure("warning")

    if args.output == "-":
        count = asyncio.run(export_lines(settings, args.tenant, sys.stdout, subject=args.subject))
    else:
        with open(args.output, "w", encoding="utf-8") as out:
            count = asyncio.run(export_lines(settings, args.tenant, out, subject=args.subject))
    print(f"exported {count} items", file=sys.stderr)
    return 0


def _cmd_settings_backfill(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio  # noqa: PLC0415

    from recall import logs  # noqa: PLC0415
    from recall.tools.settings_backfill import backfill  # noqa: PLC0415

    logs.configure("warning")
    report = asyncio.run(backfill(settings, args.tenant))
    print(json.dumps(report.as_dict()))
    return 0


def _cmd_reembed(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio  # noqa: PLC0415

    from recall import logs  # noqa: PLC0415
    from recall.tools.reembed import reembed  # noqa: PLC0415

    logs.configure("warning")

    report = asyncio.run(reembed(settings, args.tenant, batch=args.batch))
    print(json.dumps(report.as_dict()))
    return 0 if report.failed == 0 else 1


def _cmd_recall_bench(args: argparse.Namespace, settings: Settings) -> int:
    from memstream.shell.benchmarks.recall import BenchOptions, run_bench  # noqa: PLC0415

    def names(text: str) -> tuple[str, ...]:
        return tuple(part.strip() for part in text.split(",") if part.strip())

    options = BenchOptions(
        subjects=args.subjects,
        memories=args.memories,
        requests=args.requests,
        clients=tuple(int(c) for c in names(args.clients)),
        cold_clients=tuple(int(c) for c in names(args.cold_clients)),
        cold=not args.skip_cold,
        directives=args.directives,
        embedders=names(args.embedders),
        rankings=names(args.rankings),
        cache_max_bytes=args.cache_mb * 2**20,
        keep=args.keep,
    )
    return run_bench(settings, options)


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive whole number")
    return value


def _add_recall_commands(sub: argparse._SubParsersAction[_Parser]) -> None:
    """The recall service and its tools: recall, keys, import, export, reembed, recall-bench."""
    p = sub.add_parser("recall", help="run the recall service (HTTP API, docs at /docs)")
    p.add_argument("--loglevel", default="info")
    p.add_argument(
        "--workers",
        type=_positive_int,
        default=1,
        help="processes serving one port; each holds its own memory cache (default 1)",
    )
    p.set_defaults(handler=_cmd_recall)

    p = sub.add_parser("keys", help="manage the recall service's API keys")
    keys = p.add_subparsers(dest="keys_action", required=True, metavar="ACTION")
    k = keys.add_parser("add", help="create a key, print it once, store only its hash")
    k.add_argument("--tenant", required=True, type=tenant_arg)
    k.add_argument("--role", required=True, choices=["admin", "service", "user"])
    k.add_argument("--subject", type=subject_arg, help="the one subject a user key may act for")
    k.add_argument("--note", default="", help="a label for `keys list`")
    k = keys.add_parser("list", help="list keys (never their secrets)")
    k = keys.add_parser("revoke", help="delete a key by id")
    k.add_argument("key_id")
    p.set_defaults(handler=_cmd_keys)

    p = sub.add_parser(
        "import", help="load memory items (JSON lines) through the write path; report refusals"
    )
    p.add_argument("--tenant", required=True, type=tenant_arg)
    p.add_argument(
        "--idle-timeout",
        type=float,
        default=60.0,
        help="give up after this many seconds without a single outcome",
    )
    p.add_argument("file")
    p.set_defaults(handler=_cmd_import)

    p = sub.add_parser("export", help="write every item of a tenant (or subject) as JSON lines")
    p.add_argument("--tenant", required=True, type=tenant_arg)
    p.add_argument("--subject", type=subject_arg)
    p.add_argument("--output", "-o", default="-", help="file to write (default: stdout)")
    p.set_defaults(handler=_cmd_export)

    p = sub.add_parser(
        "reembed", help="give every item a vector of the configured model (resumable)"
    )
    p.add_argument("--tenant", required=True, type=tenant_arg)
    p.add_argument("--batch", type=int, default=256)
    p.set_defaults(handler=_cmd_reembed)

    p = sub.add_parser(
        "settings-backfill",
        help="publish a tenant's workspace settings and subject switches applied before "
        "the settings topic existed (once, when upgrading)",
    )
    p.add_argument("--tenant", required=True, type=tenant_arg)
    p.set_defaults(handler=_cmd_settings_backfill)

    p = sub.add_parser(
        "recall-bench",
        help="load subjects through import, then measure recall latency (cache on and off), "
        "cache memory, directive-to-recall time and recall@5, per embedder",
    )
    p.add_argument("--subjects", type=_positive_int, default=1000)
    p.add_argument("--memories", type=_positive_int, default=200, help="per subject")
    p.add_argument("--requests", type=_positive_int, default=2000, help="per warm row")
    p.add_argument(
        "--clients", "--concurrency", default="1,8,32", help="concurrent clients of the warm rows"
    )
    p.add_argument(
        "--cold-clients",
        default="1,8",
        help="clients of the cold pass: the subjects are shared out, one part per count",
    )
    p.add_argument(
        "--skip-cold",
        action="store_true",
        help="no cold row (the cache process still requests every subject once, to warm)",
    )
    p.add_argument(
        "--directives", type=int, default=30, help="directive-to-recall runs per process; 0 skips"
    )
    p.add_argument("--embedders", default="use-multilingual,wordllama", help="one run each")
    p.add_argument(
        "--rankings", default="hybrid,lexical,vector", help="presets whose recall@5 is measured"
    )
    p.add_argument(
        "--cache-mb", type=_positive_int, default=2048, help="cache_max_bytes of the cache process"
    )
    p.add_argument("--keep", action="store_true", help="keep the bench topics and index")
    p.set_defaults(handler=_cmd_recall_bench)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
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

    p = sub.add_parser(
        "replay-dlq", help="re-run parked distillation jobs from memstream.distill.dlq"
    )
    p.set_defaults(handler=_cmd_replay_dlq)

    p = sub.add_parser("produce", help="publish chat turns from a JSON-lines file")
    p.add_argument("file", help="one chat-turn JSON object per line")
    p.add_argument(
        "--rate", type=float, default=0.0, help="turns per second (0 = as fast as possible)"
    )
    p.add_argument(
        "--raw", action="store_true", help="send lines unvalidated (to exercise the DLQ)"
    )
    p.set_defaults(handler=_cmd_produce)

    p = sub.add_parser("demo", help="run the sample conversation stream and print a report")
    p.add_argument(
        "--stop", action="store_true", help="stop the worker and recall service it left running"
    )
    p.add_argument(
        "--llm",
        choices=("rules", "local"),
        default="rules",
        help="distil with the rules provider (default) or with SmolLM2-135M-Instruct on "
        "127.0.0.1, started by deploy/local/llm-up.sh if it is not running",
    )
    p.set_defaults(handler=_cmd_demo)

    _add_recall_commands(sub)
    _add_bench_command(sub)
    _add_restart_bench_command(sub)
    return parser


def _add_bench_command(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser(
        "bench", help="measure throughput, latency, LLM calls and recall against the local services"
    )
    p.add_argument(
        "--only",
        default=",".join(SECTIONS),
        help=f"comma-separated sections to run (default: all of {','.join(SECTIONS)})",
    )
    p.add_argument("--runs", type=int, default=3, help="runs per figure; the median is printed")
    p.add_argument("--subjects", type=int, default=1000, help="recall: subjects loaded")
    p.add_argument("--memories", type=int, default=200, help="recall: memories per subject")
    p.set_defaults(handler=_cmd_bench)


def _cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from memstream.shell.benchmarks.run import Table, run_ingest_sections  # noqa: PLC0415

    sections = {s.strip() for s in args.only.split(",") if s.strip()}
    unknown = sections - set(SECTIONS)
    if unknown:
        raise ConfigurationError(
            f"unknown bench section(s) {sorted(unknown)}; choose from {SECTIONS}"
        )
    table = Table()
    run_ingest_sections(settings, sections, runs=args.runs, table=table)
    if table.rows:
        print(f"memstream bench — medians of {args.runs} run(s) each, on this machine")
        table.print(sys.stdout)
    status = 0
    if "recall" in sections:
        from memstream.shell.benchmarks.recall import BenchOptions, run_bench  # noqa: PLC0415

        status = run_bench(settings, BenchOptions(subjects=args.subjects, memories=args.memories))
    return status


def _add_restart_bench_command(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser(
        "restart-bench",
        help="fill a worker with subjects, then time restarts to /readyz 200 with the "
        "memory:// and rocksdb:// table stores side by side",
    )
    p.add_argument("--subjects", type=_positive_int, default=100_000, help="one memory each")
    p.add_argument("--restarts", type=_positive_int, default=3, help="per store; median printed")
    p.add_argument(
        "--checked",
        type=_positive_int,
        default=200,
        help="subjects whose ledgers every restarted worker must prove it holds",
    )
    p.add_argument("--stores", default="memory://,rocksdb://", help="comma-separated")
    p.add_argument("--keep", action="store_true", help="keep the bench topics, index and data dir")
    p.set_defaults(handler=_cmd_restart_bench)


def _cmd_restart_bench(args: argparse.Namespace, settings: Settings) -> int:
    from memstream.shell.benchmarks.restart import RestartOptions, run_restart_bench  # noqa: PLC0415

    options = RestartOptions(
        subjects=args.subjects,
        restarts=args.restarts,
        checked=args.checked,
        stores=tuple(s.strip() for s in args.stores.split(",") if s.strip()),
        keep=args.keep,
    )
    run_restart_bench(settings, options)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    redact_log_records()
    handler: Handler = args.handler
    command = " ".join(
        filter(None, ["memstream", args.command, getattr(args, "keys_action", None)])
    )
    try:
        settings = Settings()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = "__".join(str(p) for p in first["loc"]).upper()
        print(
            f"{command}: MEMSTREAM_{where} is not valid: {_first_problem(exc)} "
            f"({exc.error_count()} problem(s)); fix or unset that environment variable",
            file=sys.stderr,
        )
        return 2
    # Imported here: the redaction tables cost a noticeable part of a CLI start.
    from agents.redaction import use_phone_regions  # noqa: PLC0415

    use_phone_regions(settings.limits.phone_regions)
    try:
        return handler(args, settings)
    except MemstreamError as exc:
        print(f"{command}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
