"""The Helm chart deploy/helm/memstream, rendered by a real helm and validated offline
against the Kubernetes schemas that kubernetes-validate ships.

Every check runs against the default values and against ci/full-values.yaml (everything
switched on); the refusals are shown next to values that pass.
"""

from __future__ import annotations

import copy
import json
import os
import re
import typing
from pathlib import Path
from typing import Any

import annotated_types
import kubernetes_validate
import pytest
import yaml
from pydantic import SecretStr

from memstream.cli import build_parser
from memstream.config import Settings
from tests.deploy.helm import (
    CHART,
    FULL_VALUES,
    KUBE_VERSION,
    NAMESPACE,
    RELEASE,
    Helm,
    Rendered,
    copy_chart,
)
from tests.deploy.promql import TARGET_LABELS, ExportedMetric

VALUES = yaml.safe_load((CHART / "values.yaml").read_text())
SCHEMA = json.loads((CHART / "values.schema.json").read_text())
DOCKERFILE = (CHART.parents[2] / "Dockerfile").read_text()
# Resources without a schema in kubernetes-validate: custom resources, checked here by hand.
CUSTOM_RESOURCES = {"ServiceMonitor"}
SETTINGS_ENV_PREFIX = "MEMSTREAM_"
# Labels the Prometheus operator puts on every target of a ServiceMonitor.
OPERATOR_TARGET_LABELS = TARGET_LABELS | {"endpoint"}


def settings_env_names() -> dict[str, tuple[str, str]]:
    """MEMSTREAM_<SECTION>__<FIELD> -> (section, field), for every field of Settings."""
    names = {}
    for section, info in Settings.model_fields.items():
        model = info.annotation
        assert isinstance(model, type)
        for field in model.model_fields:
            names[f"{SETTINGS_ENV_PREFIX}{section.upper()}__{field.upper()}"] = (section, field)
    return names


def settings_from(render: Rendered, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """The Settings a pod of this render would build: the ConfigMap plus its secrets."""
    for name in list(os.environ):
        if name.startswith(SETTINGS_ENV_PREFIX):
            monkeypatch.delenv(name)
    for name, value in render.config().items():
        monkeypatch.setenv(name, value)
    for component in ("worker", "recall"):
        for name in render.secret_env(component):
            monkeypatch.setenv(name, f"secret-for-{name.lower()}")
    return Settings()


def dockerfile_user() -> tuple[int, int]:
    match = re.search(r"^USER (\d+):(\d+)$", DOCKERFILE, re.MULTILINE)
    assert match, "the Dockerfile must end with a numeric USER uid:gid"
    return int(match[1]), int(match[2])


# ---------------------------------------------------------------- lint and kubernetes schemas


@pytest.mark.parametrize("values", ["default", "full"])
def test_helm_lint_strict_passes(helm: Helm, values: str) -> None:
    args = ["lint", "--strict", str(CHART), "--kube-version", KUBE_VERSION]
    if values == "full":
        args += ["--values", str(FULL_VALUES)]
    done = helm.run(*args)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 chart(s) linted, 0 chart(s) failed" in done.stdout


def test_renders_the_expected_resources(default_render: Rendered, full_render: Rendered) -> None:
    assert default_render.kinds() == sorted(
        [
            "ConfigMap",
            "Deployment",
            "PodDisruptionBudget",
            "Service",
            "Service",
            "ServiceAccount",
            "StatefulSet",
        ]
    )
    # Full values: HPA and ServiceMonitors on; every secret comes from an existing Secret,
    # so the chart renders no Secret of its own.
    assert full_render.kinds() == sorted(
        [
            "ConfigMap",
            "Deployment",
            "HorizontalPodAutoscaler",
            "PodDisruptionBudget",
            "Service",
            "Service",
            "ServiceAccount",
            "ServiceMonitor",
            "ServiceMonitor",
            "StatefulSet",
        ]
    )
    for doc in full_render.docs:
        assert doc["metadata"]["namespace"] == NAMESPACE
        assert doc["metadata"]["labels"]["team"] == "memory"  # commonLabels


def test_manifests_match_the_kubernetes_schemas(render: Rendered) -> None:
    without_schema = set()
    for doc in render.docs:
        try:
            kubernetes_validate.validate(doc, KUBE_VERSION, strict=True)
        except kubernetes_validate.SchemaNotFoundError:
            without_schema.add(doc["kind"])
        except kubernetes_validate.ValidationError as exc:
            path = ".".join(str(p) for p in exc.path)
            pytest.fail(f"{doc['kind']} {doc['metadata']['name']}: {path}: {exc.message}")
    # Only the custom resources we know of go unchecked; anything else must have a schema.
    assert without_schema <= CUSTOM_RESOURCES


def test_the_kubernetes_validation_catches_a_broken_manifest(full_render: Rendered) -> None:
    """Contrast for the test above: strict validation really rejects a misspelt field."""
    statefulset = copy.deepcopy(full_render.workload("worker"))
    kubernetes_validate.validate(statefulset, KUBE_VERSION, strict=True)
    security = statefulset["spec"]["template"]["spec"]["containers"][0]["securityContext"]
    security["readOnlyRootFileSystem"] = security.pop("readOnlyRootFilesystem")
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(statefulset, KUBE_VERSION, strict=True)


def test_service_monitors_scrape_ports_that_exist(
    full_render: Rendered, exported: dict[str, ExportedMetric]
) -> None:
    monitors = {
        m["metadata"]["labels"]["app.kubernetes.io/component"]: m
        for m in full_render.all("ServiceMonitor")
    }
    assert set(monitors) == {"worker", "recall"}
    services = {
        s["metadata"]["labels"]["app.kubernetes.io/component"]: s
        for s in full_render.all("Service")
    }
    for component, monitor in monitors.items():
        assert monitor["apiVersion"] == "monitoring.coreos.com/v1"
        assert monitor["metadata"]["labels"]["release"] == "kube-prometheus-stack"
        service = services[component]
        selector = monitor["spec"]["selector"]["matchLabels"].items()
        assert [c for c, s in services.items() if selector <= s["metadata"]["labels"].items()] == [
            component
        ]
        assert monitor["spec"]["namespaceSelector"] == {"matchNames": [NAMESPACE]}
        (endpoint,) = monitor["spec"]["endpoints"]
        assert endpoint["path"] == "/metrics"
        assert endpoint["port"] in {p["name"] for p in service["spec"]["ports"]}
        # A metric label that is also a target label would be renamed exported_<label>
        # (recall's `endpoint`): such target labels must be dropped.
        dropped = {r["regex"] for r in endpoint["relabelings"] if r["action"] == "labeldrop"}
        clashing = OPERATOR_TARGET_LABELS & set().union(*(m.labels for m in exported.values()))
        assert clashing
        assert clashing <= dropped


def test_service_monitors_are_off_by_default(default_render: Rendered) -> None:
    assert default_render.all("ServiceMonitor") == []
    pod = default_render.workload("worker")["spec"]["template"]["metadata"]
    assert pod["annotations"]["prometheus.io/scrape"] == "true"
    assert pod["annotations"]["prometheus.io/port"] == "6066"


# ---------------------------------------------------------------- the values schema


@pytest.mark.parametrize(
    ("bad", "good", "message"),
    [
        # a typo'd key, at the top, in a component, and deep inside one
        ({"recal": {"replicaCount": 3}}, {"recall": {"replicaCount": 3}}, "additional properties 'recal' not allowed"),
        ({"worker.storee": "rocksdb://"}, {"worker.store": "rocksdb://"}, "additional properties 'storee' not allowed"),
        ({"opensearch.verifyCert": False}, {"opensearch.verifyCerts": False}, "additional properties 'verifyCert' not allowed"),
        ({"recall.auth.jwt.hs256": "x"}, {"recall.auth.jwt.hs256Secret": "x"}, "additional properties 'hs256' not allowed"),
        # bad enums
        ({"worker.store": "redis://"}, {"worker.store": "memory://"}, "/worker/store"),
        ({"llm.provider": "anthropic"}, {"llm.provider": "rules"}, "/llm/provider"),
        ({"recall.service.type": "Ingress"}, {"recall.service.type": "NodePort"}, "/recall/service/type"),
        ({"recall.ranking": "bm25"}, {"recall.ranking": "lexical"}, "/recall/ranking"),
        ({"image.pullPolicy": "Sometimes"}, {"image.pullPolicy": "Always"}, "/image/pullPolicy"),
        # ranges and types that memstream itself would refuse at start-up
        ({"kafka.partitions": 0}, {"kafka.partitions": 1}, "/kafka/partitions"),
        ({"limits.contentMaxBytes": 1048577}, {"limits.contentMaxBytes": 1048576}, "/limits/contentMaxBytes"),
        ({"worker.batchWithinSeconds": 0}, {"worker.batchWithinSeconds": 0.01}, "/worker/batchWithinSeconds"),
        ({"worker.replicaCount": "2"}, {"worker.replicaCount": 2}, "/worker/replicaCount"),
        ({"opensearch.url": "opensearch:9200"}, {"opensearch.url": "http://opensearch:9200"}, "/opensearch/url"),
        ({"containerSecurityContext.capabilities.add": ["NET_ADMIN"]}, {"containerSecurityContext.capabilities.drop": ["ALL"]}, "additional properties 'add' not allowed"),
    ],
)  # fmt: skip
def test_schema_rejects_typos_and_bad_values(
    helm: Helm, bad: dict[str, Any], good: dict[str, Any], message: str
) -> None:
    error = helm.template_error(set_values=bad)
    assert "values don't meet the specifications of the schema" in error
    assert message in error
    helm.template(set_values=good)  # the same key with a good value passes


def test_schema_rejects_a_typo_in_a_values_file(helm: Helm, tmp_path: Path) -> None:
    values = tmp_path / "values.yaml"
    values.write_text("worker:\n  persistence:\n    storageClassName: fast\n")
    error = helm.template_error(values_files=[values])
    assert "at '/worker/persistence': additional properties 'storageClassName' not allowed" in error
    values.write_text("worker:\n  persistence:\n    storageClass: fast\n")
    helm.template(values_files=[values])


def test_schema_closes_every_object() -> None:
    """additionalProperties: false on every object with properties; maps say what they hold."""
    open_objects: list[str] = []

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            if "properties" in node and node.get("additionalProperties") is not False:
                open_objects.append(path)
            if node.get("type") == "object" and "properties" not in node:
                # a free-form map (labels) or a Kubernetes object passed through as is
                passthrough = path.rsplit("/", 1)[-1] in {
                    "nodeAffinity", "podAffinity", "podAntiAffinity", "secretKeyRef",
                    "configMapKeyRef", "fieldRef", "resourceFieldRef", "global",
                }  # fmt: skip
                if not passthrough and "additionalProperties" not in node:
                    open_objects.append(path)
            if "enum" in node:
                assert node["enum"], path
            for key, child in node.items():
                walk(child, f"{path}/{key}")
        elif isinstance(node, list):
            for index, child in enumerate(node):
                walk(child, f"{path}/{index}")

    walk(SCHEMA, "#")
    assert open_objects == []
    components = ["image", "kafka", "opensearch", "llm", "embedding", "worker", "recall", "metrics"]
    assert set(components) <= set(SCHEMA["required"])


def values_leaves(node: Any, prefix: str = "") -> set[str]:
    """Dotted paths of the values a user sets (maps and lists count as one value)."""
    if isinstance(node, dict) and node and prefix not in MAP_VALUES:
        return set().union(*(values_leaves(v, f"{prefix}{k}.") for k, v in node.items()))
    return {prefix.rstrip(".")}


MAP_VALUES = {f"{c}.{m}." for c in ("worker", "recall") for m in ("podAnnotations", "podLabels", "nodeSelector", "affinity")} | {"commonLabels."}  # fmt: skip


def schema_node(path: str) -> dict[str, Any]:
    node: dict[str, Any] = SCHEMA
    for key in path.split("."):
        node = resolve(node)["properties"][key]
    return resolve(node)


def resolve(node: dict[str, Any]) -> dict[str, Any]:
    while True:
        if "$ref" in node:
            node = SCHEMA["definitions"][node["$ref"].rsplit("/", 1)[-1]]
        elif "allOf" in node:
            (node,) = node["allOf"]
        else:
            return node


def test_every_value_is_documented_and_in_the_schema() -> None:
    text = (CHART / "values.yaml").read_text()
    documented = set(re.findall(r"^\s*## @param (\S+) \S", text, re.MULTILINE))
    leaves = values_leaves(VALUES)
    assert leaves - documented == set(), "values without a `## @param <path> <description>` line"
    assert documented - leaves == set(), "`## @param` lines that name no value"
    for leaf in leaves:
        schema_node(leaf)  # KeyError: a value the schema does not know


# ---------------------------------------------------------------- validateValues


def test_validate_values_reports_every_problem_at_once(helm: Helm) -> None:
    problems = {
        "opensearch.username": "memstream",  # and no password
        "llm.provider": "openai",  # and no baseUrl
        "recall.auth.keys.json": '["not", "a", "keys", "file"]',
        "recall.autoscaling.enabled": True,
        "recall.autoscaling.minReplicas": 5,
        "recall.autoscaling.maxReplicas": 2,
    }
    error = helm.template_error(set_values=problems)
    assert error.count("memstream: 4 problem(s) in the values:") == 1
    assert "opensearch.username is set but no password" in error
    assert "llm.provider=openai needs llm.baseUrl" in error
    assert "recall.auth.keys.json: must be the JSON of a keys file" in error
    assert "minReplicas (5) is larger than maxReplicas (2)" in error

    fixed = {**problems, "llm.baseUrl": "https://llm.example.com/v1"}
    error = helm.template_error(set_values=fixed)
    assert "memstream: 3 problem(s) in the values:" in error
    assert "llm.baseUrl" not in error

    helm.template(
        set_values={
            **fixed,
            "opensearch.existingSecret": "os-credentials",
            "recall.auth.keys.json": '{"version": 1, "keys": []}',
            "recall.autoscaling.maxReplicas": 6,
        }
    )


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"opensearch.password": "p", "opensearch.existingSecret": "s", "opensearch.username": "u"}, "either opensearch.password or opensearch.existingSecret"),
        ({"recall.auth.jwt.hs256Secret": "x", "recall.auth.jwt.existingSecret": "s"}, "recall.auth.jwt: set either"),
        ({"recall.podDisruptionBudget.minAvailable": 1}, "set exactly one of minAvailable and maxUnavailable"),
        ({"recall.podDisruptionBudget.minAvailable": 2, "recall.podDisruptionBudget.maxUnavailable": ""}, "minAvailable (2) must be below the pod count (2)"),
        ({"embedding.provider": "openai"}, "embedding.provider=openai needs embedding.baseUrl"),
        ({"recall.auth.jwt.rs256PublicKey": "not a pem"}, "expected a PEM public key"),
    ],
)  # fmt: skip
def test_validate_values_refuses_contradictions(
    helm: Helm, values: dict[str, Any], message: str
) -> None:
    assert message in helm.template_error(set_values=values)


# ---------------------------------------------------------------- security and probes


@pytest.mark.parametrize("component", ["worker", "recall"])
def test_pods_run_locked_down(render: Rendered, component: str) -> None:
    pod = render.workload(component)["spec"]["template"]["spec"]
    uid, gid = dockerfile_user()
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] == uid
    assert pod["securityContext"]["runAsGroup"] == gid
    assert pod["securityContext"]["fsGroup"] == gid  # so the data volume is writable
    assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    assert pod["automountServiceAccountToken"] is False
    assert pod["enableServiceLinks"] is False

    container = render.container(component)
    security = container["securityContext"]
    assert security["runAsNonRoot"] is True
    assert security["readOnlyRootFilesystem"] is True
    assert security["allowPrivilegeEscalation"] is False
    assert security["privileged"] is False
    assert security["capabilities"] == {"drop": ["ALL"]}
    assert security["seccompProfile"] == {"type": "RuntimeDefault"}

    # Read-only root: every place memstream writes is a volume.
    mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
    assert "/tmp" in mounts
    assert {"name": "HOME", "value": "/tmp"} in container["env"]
    if component == "worker":
        assert mounts[render.config()["MEMSTREAM_WORKER__DATA_DIR"]] == "data"

    resources = container["resources"]
    assert {"cpu", "memory"} <= resources["requests"].keys()
    assert "memory" in resources["limits"]


def test_service_account_has_no_token(render: Rendered) -> None:
    account = render.one("ServiceAccount")
    assert account["automountServiceAccountToken"] is False
    for component in ("worker", "recall"):
        pod = render.workload(component)["spec"]["template"]["spec"]
        assert pod["serviceAccountName"] == account["metadata"]["name"]


@pytest.mark.parametrize(
    ("component", "port_setting", "host_setting", "subcommand"),
    [
        ("worker", "MEMSTREAM_WORKER__WEB_PORT", "MEMSTREAM_WORKER__WEB_HOST", "worker"),
        ("recall", "MEMSTREAM_RECALL__PORT", "MEMSTREAM_RECALL__HOST", "recall"),
    ],
)
def test_probes_hit_the_health_endpoints_on_the_served_port(
    render: Rendered, component: str, port_setting: str, host_setting: str, subcommand: str
) -> None:
    container = render.container(component)
    config = render.config()
    (port,) = container["ports"]
    assert port["name"] == "http"
    assert port["containerPort"] == int(config[port_setting])
    assert config[host_setting] == "0.0.0.0"  # reachable by the kubelet, not only loopback
    assert container["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "http"}
    assert container["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "http"}
    assert container["startupProbe"]["httpGet"] == {"path": "/healthz", "port": "http"}

    # The command is a real `memstream` subcommand with arguments the CLI accepts.
    command = container["command"]
    assert command[:2] == ["memstream", subcommand]
    assert build_parser().parse_args(command[1:]).command == subcommand


def test_services_select_their_pods(render: Rendered) -> None:
    for service in render.all("Service"):
        component = service["metadata"]["labels"]["app.kubernetes.io/component"]
        pod_labels = render.workload(component)["spec"]["template"]["metadata"]["labels"]
        assert service["spec"]["selector"].items() <= pod_labels.items()
        (port,) = service["spec"]["ports"]
        assert port["targetPort"] == "http"
    worker = render.one("Service", render.workload("worker")["spec"]["serviceName"])
    assert worker["spec"]["clusterIP"] == "None"  # the StatefulSet's headless Service
    assert worker["spec"]["publishNotReadyAddresses"] is True


# ---------------------------------------------------------------- worker storage


def test_memory_store_uses_an_empty_dir(default_render: Rendered) -> None:
    statefulset = default_render.workload("worker")
    assert default_render.config()["MEMSTREAM_WORKER__STORE"] == "memory://"
    volumes = {v["name"]: v for v in statefulset["spec"]["template"]["spec"]["volumes"]}
    assert "emptyDir" in volumes["data"]
    assert "volumeClaimTemplates" not in statefulset["spec"]


def test_rocksdb_store_gets_a_volume_per_worker(full_render: Rendered) -> None:
    statefulset = full_render.workload("worker")
    assert full_render.config()["MEMSTREAM_WORKER__STORE"] == "rocksdb://"
    volumes = {v["name"] for v in statefulset["spec"]["template"]["spec"]["volumes"]}
    assert "data" not in volumes  # the claim template provides it
    (claim,) = statefulset["spec"]["volumeClaimTemplates"]
    assert claim["metadata"]["name"] == "data"
    assert claim["spec"]["resources"]["requests"]["storage"] == "20Gi"
    assert claim["spec"]["storageClassName"] == "fast-ssd"
    assert claim["spec"]["accessModes"] == ["ReadWriteOncePod"]
    assert statefulset["spec"]["podManagementPolicy"] == "Parallel"


# ---------------------------------------------------------------- recall scaling


def test_recall_autoscaling_and_disruption_budget(
    default_render: Rendered, full_render: Rendered
) -> None:
    assert default_render.workload("recall")["spec"]["replicas"] == 2
    assert default_render.maybe("HorizontalPodAutoscaler") is None
    assert default_render.one("PodDisruptionBudget")["spec"]["maxUnavailable"] == 1

    deployment = full_render.workload("recall")
    assert "replicas" not in deployment["spec"]  # the HPA owns the count
    hpa = full_render.one("HorizontalPodAutoscaler")
    assert hpa["apiVersion"] == "autoscaling/v2"
    assert hpa["spec"]["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": deployment["metadata"]["name"],
    }
    assert (hpa["spec"]["minReplicas"], hpa["spec"]["maxReplicas"]) == (3, 12)
    targets = {
        m["resource"]["name"]: m["resource"]["target"]["averageUtilization"]
        for m in hpa["spec"]["metrics"]
    }
    assert targets == {"cpu": 60, "memory": 80}

    pdb = full_render.one("PodDisruptionBudget")
    assert pdb["apiVersion"] == "policy/v1"
    assert pdb["spec"] == {"minAvailable": 2, "selector": deployment["spec"]["selector"]}


# ---------------------------------------------------------------- settings and secrets


def test_config_is_read_by_memstream_settings(
    render: Rendered, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every variable is one memstream reads (pydantic ignores unknown ones silently), and
    together they build a valid Settings."""
    known = settings_env_names()
    names = (
        set(render.config()) | set(render.secret_env("worker")) | set(render.secret_env("recall"))
    )
    assert names - set(known) == set()
    settings = settings_from(render, monkeypatch)
    assert settings.worker.web_host == "0.0.0.0"
    assert settings.recall.host == "0.0.0.0"


def test_full_values_reach_the_settings(
    full_render: Rendered, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = settings_from(full_render, monkeypatch)
    assert settings.limits.content_max_bytes == 1048576  # not 1.048576e+06
    assert settings.recall.touch_max_pending == 1000000
    assert settings.recall.vector_min_similarity == -0.5
    assert settings.worker.batch_within_seconds == 0.25
    assert settings.llm.json_mode is False
    assert settings.kafka.turns_topic == "chat.turns"
    assert settings.recall.keys_file == "/etc/memstream/recall/keys.json"
    assert settings.recall.jwt_rs256_public_key is not None
    assert settings.recall.jwt_rs256_public_key.startswith("-----BEGIN PUBLIC KEY-----\n")
    assert isinstance(settings.opensearch.password, SecretStr)


def test_every_setting_can_be_set_from_the_chart(full_render: Rendered) -> None:
    rendered = set(full_render.config())
    rendered |= set(full_render.secret_env("worker")) | set(full_render.secret_env("recall"))
    missing = sorted(set(settings_env_names()) - rendered)
    assert missing == [], "settings in memstream/config.py the chart cannot set"


def test_chart_defaults_are_memstreams_defaults(
    default_render: Rendered, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The chart changes memstream's defaults only where a cluster needs it."""
    deliberate = {
        ("kafka", "bootstrap_servers"),  # no broker on the pod's loopback
        ("kafka", "replication_factor"),  # 3: a production cluster, not one local broker
        ("opensearch", "url"),  # https to the OpenSearch chart's default service
        ("worker", "web_host"),  # 0.0.0.0 so probes and Prometheus reach it
        ("worker", "data_dir"),  # the mounted volume
        ("recall", "host"),  # 0.0.0.0
    }
    chart = settings_from(default_render, monkeypatch).model_dump()
    for name in list(os.environ):
        if name.startswith(SETTINGS_ENV_PREFIX):
            monkeypatch.delenv(name)
    plain = Settings().model_dump()
    differ = {(s, f) for s in plain for f in plain[s] if plain[s][f] != chart[s][f]}
    assert differ == deliberate


def configmap_value_paths() -> dict[str, str]:
    """MEMSTREAM_* variable -> the values path the ConfigMap template renders it from."""
    text = (CHART / "templates" / "configmap.yaml").read_text()
    direct = re.findall(r"^\s*(MEMSTREAM_\w+): \{\{ \.Values\.([\w.]+)", text, re.MULTILINE)
    optional = re.findall(r"\{\{- with \.Values\.([\w.]+) \}\}\s*\n\s*(MEMSTREAM_\w+):", text)
    return dict(direct) | {env: path for path, env in optional}


def test_schema_ranges_and_enums_match_the_settings() -> None:
    """The schema refuses exactly what memstream would refuse at start-up."""
    fields = settings_env_names()
    paths = configmap_value_paths()
    assert len(paths) > 60  # the mapping was read, not silently empty
    mismatches = []
    for env, path in sorted(paths.items()):
        section, name = fields[env]
        info = getattr(Settings.model_fields[section].annotation, "model_fields")[name]  # noqa: B009
        expected: dict[str, Any] = {}
        for constraint in info.metadata:
            if isinstance(constraint, annotated_types.Ge):
                expected["minimum"] = constraint.ge
            elif isinstance(constraint, annotated_types.Gt):
                expected["exclusiveMinimum"] = constraint.gt
            elif isinstance(constraint, annotated_types.Le):
                expected["maximum"] = constraint.le
        if typing.get_origin(info.annotation) is typing.Literal:
            expected["enum"] = sorted(typing.get_args(info.annotation))
        node = schema_node(path)
        actual: dict[str, Any] = {
            k: node[k] for k in ("minimum", "exclusiveMinimum", "maximum") if k in node
        }
        if "enum" in node and path != "worker.store":  # config documents the two stores
            actual["enum"] = sorted(node["enum"])
        if actual != expected:
            mismatches.append(f"{path} ({env}): schema {actual}, settings {expected}")
        base = info.annotation
        kind = {int: "integer", float: "number", bool: "boolean"}.get(base, "string")
        assert node.get("type", "string") == kind, f"{path}: {node.get('type')} for {base}"
    assert mismatches == []


def test_inline_secrets_go_to_the_chart_secret_and_only_where_needed(helm: Helm) -> None:
    render = helm.template(
        set_values={
            "opensearch.username": "memstream",
            "opensearch.password": "os-pass",
            "llm.provider": "openai",
            "llm.baseUrl": "https://llm.example.com/v1",
            "llm.apiKey": "llm-key",
            "recall.auth.jwt.hs256Secret": "jwt-secret",
            "recall.auth.keys.json": '{"version": 1, "keys": []}',
        }
    )
    secret = render.one("Secret")
    name = secret["metadata"]["name"]
    assert secret["data"] == {
        "opensearch-password": "b3MtcGFzcw==",
        "llm-api-key": "bGxtLWtleQ==",
        "jwt-hs256-secret": "and0LXNlY3JldA==",
        "keys.json": "eyJ2ZXJzaW9uIjogMSwgImtleXMiOiBbXX0=",
    }
    assert render.secret_env("worker") == {
        "MEMSTREAM_OPENSEARCH__PASSWORD": (name, "opensearch-password"),
        "MEMSTREAM_LLM__API_KEY": (name, "llm-api-key"),
    }
    assert render.secret_env("recall") == {
        "MEMSTREAM_OPENSEARCH__PASSWORD": (name, "opensearch-password"),
        "MEMSTREAM_RECALL__JWT_HS256_SECRET": (name, "jwt-hs256-secret"),
    }
    for doc in render.docs:
        if doc["kind"] != "Secret":
            assert "os-pass" not in json.dumps(doc) and "jwt-secret" not in json.dumps(doc)
    assert_keys_file_mounted(render, name, "keys.json")


def test_existing_secrets_are_referenced_not_copied(full_render: Rendered) -> None:
    assert full_render.maybe("Secret") is None
    assert full_render.secret_env("worker") == {
        "MEMSTREAM_OPENSEARCH__PASSWORD": ("memstream-opensearch", "password"),
        "MEMSTREAM_LLM__API_KEY": ("memstream-llm", "api-key"),
        "MEMSTREAM_EMBEDDING__API_KEY": ("memstream-embedding", "token"),
    }
    assert full_render.secret_env("recall") == {
        "MEMSTREAM_OPENSEARCH__PASSWORD": ("memstream-opensearch", "password"),
        "MEMSTREAM_EMBEDDING__API_KEY": ("memstream-embedding", "token"),
        "MEMSTREAM_RECALL__JWT_HS256_SECRET": ("memstream-jwt", "hs256"),
    }
    assert_keys_file_mounted(full_render, "memstream-recall-keys", "keys.json")


def test_no_secrets_configured_means_no_secret_and_no_keys_file(default_render: Rendered) -> None:
    assert default_render.maybe("Secret") is None
    assert default_render.secret_env("worker") == {}
    assert default_render.secret_env("recall") == {}
    assert "MEMSTREAM_RECALL__KEYS_FILE" not in default_render.config()
    volumes = default_render.workload("recall")["spec"]["template"]["spec"]["volumes"]
    assert [v["name"] for v in volumes] == ["tmp"]


def assert_keys_file_mounted(render: Rendered, secret: str, key: str) -> None:
    """The keys file is a read-only file at MEMSTREAM_RECALL__KEYS_FILE, from `secret`."""
    keys_file = Path(render.config()["MEMSTREAM_RECALL__KEYS_FILE"])
    container = render.container("recall")
    (mount,) = [m for m in container["volumeMounts"] if m["name"] == "keys"]
    # A directory mount (not subPath), so a rotated Secret reaches the running pod.
    assert mount == {"name": "keys", "mountPath": str(keys_file.parent), "readOnly": True}
    volumes = render.workload("recall")["spec"]["template"]["spec"]["volumes"]
    (volume,) = [v for v in volumes if v["name"] == "keys"]
    assert volume["secret"]["secretName"] == secret
    assert volume["secret"]["items"] == [{"key": key, "path": keys_file.name}]
    worker_mounts = render.container("worker")["volumeMounts"]
    assert "keys" not in {m["name"] for m in worker_mounts}


def test_checksums_restart_pods_when_config_or_secrets_change(helm: Helm) -> None:
    def checksums(**values: Any) -> dict[str, str]:
        render = helm.template(set_values={"opensearch.username": "u", **values})
        annotations = [
            render.workload(c)["spec"]["template"]["metadata"]["annotations"]
            for c in ("worker", "recall")
        ]
        assert annotations[0]["checksum/config"] == annotations[1]["checksum/config"]
        return {k: annotations[0][k] for k in ("checksum/config", "checksum/secret")}

    base = checksums(**{"opensearch.password": "one"})
    assert checksums(**{"opensearch.password": "one"}) == base  # stable
    new_secret = checksums(**{"opensearch.password": "two"})
    assert new_secret["checksum/secret"] != base["checksum/secret"]
    assert new_secret["checksum/config"] == base["checksum/config"]
    new_config = checksums(**{"opensearch.password": "one", "kafka.partitions": 8})
    assert new_config["checksum/config"] != base["checksum/config"]
    assert new_config["checksum/secret"] == base["checksum/secret"]


def test_image_reference(default_render: Rendered, full_render: Rendered) -> None:
    chart = yaml.safe_load((CHART / "Chart.yaml").read_text())
    assert default_render.container("worker")["image"] == f"memstream:{chart['appVersion']}"
    digest = "sha256:" + "0123456789abcdef" * 4
    for component in ("worker", "recall"):
        image = full_render.container(component)["image"]
        assert image == f"registry.example.com/memstream@{digest}"


# ---------------------------------------------------------------- NOTES.txt


def render_notes(
    helm: Helm,
    tmp_path: Path,
    values: dict[str, Any] | None = None,
    values_files: tuple[Path, ...] = (),
) -> str:
    """NOTES.txt as `helm install` would print it (helm template skips NOTES.txt, so a
    copy of the chart renders the same named template into a ConfigMap)."""
    assert (CHART / "templates" / "NOTES.txt").read_text().strip() == (
        '{{- include "memstream.notes" . }}'
    )
    chart = copy_chart(
        tmp_path,
        [
            (
                "zz-notes-for-tests.yaml",
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\n"
                'data:\n  notes: {{ include "memstream.notes" . | toJson }}\n',
            )
        ],
    )
    render = helm.template(chart=chart, values_files=values_files, set_values=values)
    notes: str = render.one("ConfigMap", "notes")["data"]["notes"]
    return notes


def test_notes_print_the_endpoints(helm: Helm, tmp_path: Path) -> None:
    notes = render_notes(helm, tmp_path)
    fullname = f"{RELEASE}"  # the release name already contains the chart name
    assert f"http://{fullname}-recall.{NAMESPACE}.svc:8080" in notes
    assert f"http://{fullname}-worker-0.{fullname}-worker.{NAMESPACE}.svc:6066/metrics" in notes
    assert "kafka:9092" in notes


def test_notes_warn_about_insecure_choices(helm: Helm, tmp_path: Path) -> None:
    notes = render_notes(helm, tmp_path)
    assert "No recall credentials are configured" in notes
    assert "plain http" not in notes  # the default OpenSearch URL is https
    assert "JWT HS256 secret is in the values" not in notes

    notes = render_notes(
        helm,
        tmp_path / "insecure",
        values={
            "opensearch.url": "http://opensearch:9200",
            "recall.auth.jwt.hs256Secret": "in-the-values",
            "worker.replicaCount": 6,
        },
    )
    assert "OpenSearch is reached over plain http (http://opensearch:9200)" in notes
    assert "The JWT HS256 secret is in the values" in notes
    assert "only JWT callers can authenticate" in notes
    assert "worker.replicaCount (6) is above kafka.partitions (4)" in notes


def test_notes_have_no_warnings_for_the_full_values(helm: Helm, tmp_path: Path) -> None:
    notes = render_notes(helm, tmp_path, values_files=(FULL_VALUES,))
    assert "http://ms-recall.memory.svc:80" in notes  # the full values really applied
    assert "WARNINGS" not in notes
