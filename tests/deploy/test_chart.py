"""The Helm chart deploy/helm/memstream, rendered by a real helm and validated offline
against the Kubernetes schemas that kubernetes-validate ships.

Every check runs against the default values and against ci/full-values.yaml (everything
switched on); the refusals are shown next to values that pass.
"""

from __future__ import annotations

import base64
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

from memstream.config import Settings
from memstream.errors import ConfigurationError
from memstream.shell.cli import build_parser
from recall.auth import CredentialRole, KeyStore, add_key, configured_pepper, pepper_file
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
    # Full values: HPA, ServiceMonitors and NetworkPolicies on; every secret comes from an
    # existing Secret, so the chart renders no Secret of its own.
    assert full_render.kinds() == sorted(
        [
            "ConfigMap",
            "Deployment",
            "HorizontalPodAutoscaler",
            "NetworkPolicy",
            "NetworkPolicy",
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
        # Kafka security, TLS Secrets and the network policy
        ({"kafka.securityProtocol": "TLS"}, {"kafka.securityProtocol": "SSL"}, "/kafka/securityProtocol"),
        ({"kafka.sasl.mechanism": "GSSAPI"}, {"kafka.sasl.mechanism": "SCRAM-SHA-256"}, "/kafka/sasl/mechanism"),
        ({"kafka.sasl.user": "memstream"}, {"kafka.sasl.mechanism": "PLAIN"}, "additional properties 'user' not allowed"),
        ({"opensearch.tls.caSecret": "Not_A_Name"}, {"opensearch.tls.caSecret": "os-ca"}, "/opensearch/tls/caSecret"),
        ({"networkPolicy.recallFrom": [{"podSelectors": {}}]}, {"networkPolicy.recallFrom": [{"podSelector": {}}]}, "additional properties 'podSelectors' not allowed"),
        ({"networkPolicy.egress.to": [{"ports": [{"port": 53, "protocol": "ICMP"}]}]}, {"networkPolicy.egress.to": [{"ports": [{"port": 53, "protocol": "UDP"}]}]}, "/networkPolicy/egress/to/0/ports/0/protocol"),
        ({"worker.createTopics": "no"}, {"worker.createTopics": False}, "/worker/createTopics"),
        # the embedder, the body cap, the key pepper and the authentication throttle
        ({"embedding.provider": "use_multilingual"}, {"embedding.provider": "use-multilingual"}, "/embedding/provider"),
        ({"embedding.dimension": 1}, {"embedding.dimension": 512}, "/embedding/dimension"),
        ({"recall.maxBodyBytes": 512}, {"recall.maxBodyBytes": 1024}, "/recall/maxBodyBytes"),
        ({"recall.bodyReadTimeoutSeconds": 0}, {"recall.bodyReadTimeoutSeconds": 0.5}, "/recall/bodyReadTimeoutSeconds"),
        ({"recall.auth.keys.pepperKey": "pepper"}, {"recall.auth.keys.existingSecretPepperKey": "pepper"}, "additional properties 'pepperKey' not allowed"),
        ({"recall.auth.failuresPerAddress": 0}, {"recall.auth.failuresPerAddress": 1}, "/recall/auth/failuresPerAddress"),
        ({"recall.auth.jwt.maxLifetimeSeconds": 30}, {"recall.auth.jwt.maxLifetimeSeconds": 60}, "/recall/auth/jwt/maxLifetimeSeconds"),
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

# A pepper as `memstream keys add` writes it (64 hex digits and a newline), and keys files.
PEPPER = "5f" * 32 + "\n"
EMPTY_KEYS = '{"version": 1, "keys": []}'
HMAC_KEYS = json.dumps(
    {
        "version": 1,
        "keys": [
            {
                "id": "0123456789ab",
                "tenant": "acme",
                "role": "service",
                "scheme": "hmac-sha256",
                "hash": "ab" * 32,
                "created_at": "2026-01-01T00:00:00Z",
            }
        ],
    }
)


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
        ({"kafka.securityProtocol": "SASL_SSL"}, "securityProtocol SASL_SSL needs kafka.sasl.username and a password"),
        ({"kafka.securityProtocol": "SASL_SSL", "kafka.sasl.username": "u"}, "needs kafka.sasl.username and a password"),
        ({"kafka.sasl.username": "u", "kafka.sasl.existingSecret": "s"}, "SASL credentials are set but securityProtocol is PLAINTEXT"),
        ({"kafka.securityProtocol": "SASL_SSL", "kafka.sasl.username": "u", "kafka.sasl.password": "p", "kafka.sasl.existingSecret": "s"}, "either kafka.sasl.password or kafka.sasl.existingSecret"),
        ({"kafka.tls.caSecret": "kafka-ca"}, "TLS Secrets are set but securityProtocol is PLAINTEXT"),
        ({"kafka.securityProtocol": "SASL_PLAINTEXT", "kafka.sasl.username": "u", "kafka.sasl.existingSecret": "s", "kafka.tls.clientCertSecret": "c"}, "securityProtocol is SASL_PLAINTEXT"),
        ({"opensearch.url": "http://opensearch:9200", "opensearch.tls.clientCertSecret": "os-client"}, "opensearch.url (http://opensearch:9200) is not https"),
        ({"networkPolicy.enabled": True, "networkPolicy.egress.restrict": True}, "the pods could reach only DNS"),
        ({"embedding.provider": "openai", "embedding.baseUrl": "https://e.example.com/v1"}, "embedding.provider=openai needs embedding.model"),
        ({"embedding.provider": "use-multilingual", "embedding.dimension": 256}, "embedding.dimension (256) does not fit provider use-multilingual, whose vectors have 512"),
        ({"embedding.provider": "wordllama", "embedding.dimension": 512}, "embedding.dimension (512) does not fit provider wordllama, whose vectors have 256"),
        # the key pepper travels with the keys file, and is long enough
        ({"recall.auth.keys.pepper": PEPPER, "recall.auth.keys.existingSecret": "keys"}, "set either pepper or existingSecret"),
        ({"recall.auth.keys.pepper": PEPPER}, "recall.auth.keys.pepper is set without recall.auth.keys.json"),
        ({"recall.auth.keys.json": EMPTY_KEYS, "recall.auth.keys.pepper": "too-short"}, "recall.auth.keys.pepper is 9 bytes; it needs at least 32"),
        ({"recall.auth.keys.json": HMAC_KEYS}, "key(s) 0123456789ab are HMAC-hashed but recall.auth.keys.pepper is empty"),
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


def test_the_default_store_is_rocksdb_on_a_volume_per_worker(default_render: Rendered) -> None:
    """A restarted worker finds its tables on its own volume and reads only the
    changelog's tail (tests/reliability/test_worker_kill.py, `memstream restart-bench`)."""
    statefulset = default_render.workload("worker")
    config = default_render.config()
    assert config["MEMSTREAM_WORKER__STORE"] == "rocksdb://"
    pod = statefulset["spec"]["template"]["spec"]
    assert "data" not in {v["name"] for v in pod["volumes"]}  # the claim template provides it
    (claim,) = statefulset["spec"]["volumeClaimTemplates"]
    assert claim["metadata"]["name"] == "data"
    assert claim["spec"]["resources"]["requests"]["storage"] == "10Gi"
    assert "storageClassName" not in claim["spec"]  # the cluster's default StorageClass
    assert claim["spec"]["accessModes"] == ["ReadWriteOnce"]
    (container,) = pod["containers"]
    mounts = {m["name"]: m["mountPath"] for m in container["volumeMounts"]}
    assert mounts["data"] == config["MEMSTREAM_WORKER__DATA_DIR"]


def test_memory_store_uses_an_empty_dir(helm: Helm) -> None:
    render = helm.template(set_values={"worker.store": "memory://"})
    statefulset = render.workload("worker")
    assert render.config()["MEMSTREAM_WORKER__STORE"] == "memory://"
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
    assert settings.recall.max_body_bytes == 4194304  # not 4.194304e+06
    assert settings.recall.body_read_timeout_seconds == 2.5
    assert (
        settings.recall.auth_failures_per_address,
        settings.recall.auth_failures_per_key,
        settings.recall.auth_failure_window_seconds,
    ) == (100, 200, 300.0)
    assert settings.recall.jwt_max_lifetime_seconds == 3600
    assert settings.recall.key_pepper_file == "/etc/memstream/recall/keys.pepper"


# Settings the chart renders no value for, each set through that component's extraEnv.
THROUGH_EXTRA_ENV = {
    # The chart mounts the pepper as the file keys.pepper beside the keys file
    # (MEMSTREAM_RECALL__KEY_PEPPER_FILE), byte for byte as `memstream keys add` wrote it.
    # The same secret as a variable would be a second way in, and a Secret made from the
    # file with --from-file would carry its newline into the variable and the HMAC key.
    "MEMSTREAM_RECALL__KEY_PEPPER": "recall",
}


def test_every_setting_can_be_set_from_the_chart(helm: Helm, full_render: Rendered) -> None:
    rendered = set(full_render.config())
    rendered |= set(full_render.secret_env("worker")) | set(full_render.secret_env("recall"))
    missing = sorted(set(settings_env_names()) - rendered - set(THROUGH_EXTRA_ENV))
    assert missing == [], "settings in memstream/config.py the chart cannot set"
    # The exceptions are settings that exist and that the chart really leaves out...
    assert set(THROUGH_EXTRA_ENV) <= set(settings_env_names()) - rendered
    # ...and extraEnv passes each of them through, from a Secret.
    for name, component in THROUGH_EXTRA_ENV.items():
        ref = {"secretKeyRef": {"name": "pepper", "key": "pepper"}}
        render = helm.template(
            set_values={f"{component}.extraEnv": [{"name": name, "valueFrom": ref}]}
        )
        assert render.secret_env(component)[name] == ("pepper", "pepper")


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
        ("worker", "store"),  # rocksdb:// on that volume: a restart reads only the tail
        ("recall", "host"),  # 0.0.0.0
        ("recall", "cache_max_bytes"),  # 256 MiB, inside the pod's memory limit
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
        if "enum" in node:
            actual["enum"] = sorted(node["enum"])
        if actual != expected:
            mismatches.append(f"{path} ({env}): schema {actual}, settings {expected}")
        base = typing.get_origin(info.annotation) or info.annotation
        kind = {int: "integer", float: "number", bool: "boolean", tuple: "array"}.get(
            base, "string"
        )
        # [kind, "null"]: null leaves the setting out, so memstream's default applies
        assert node.get("type", "string") in (kind, [kind, "null"]), f"{path}: {node.get('type')}"
    assert mismatches == []


def test_inline_secrets_go_to_the_chart_secret_and_only_where_needed(helm: Helm) -> None:
    render = helm.template(
        set_values={
            "kafka.securityProtocol": "SASL_SSL",
            "kafka.sasl.username": "memstream",
            "kafka.sasl.password": "kafka-pass",
            "opensearch.username": "memstream",
            "opensearch.password": "os-pass",
            "llm.provider": "openai",
            "llm.baseUrl": "https://llm.example.com/v1",
            "llm.apiKey": "llm-key",
            "recall.auth.jwt.hs256Secret": "jwt-secret",
            "recall.auth.keys.json": '{"version": 1, "keys": []}',
            "recall.auth.keys.pepper": PEPPER,
        }
    )
    secret = render.one("Secret")
    name = secret["metadata"]["name"]
    assert secret["data"] == {
        "kafka-sasl-password": "a2Fma2EtcGFzcw==",
        "opensearch-password": "b3MtcGFzcw==",
        "llm-api-key": "bGxtLWtleQ==",
        "jwt-hs256-secret": "and0LXNlY3JldA==",
        "keys.json": "eyJ2ZXJzaW9uIjogMSwgImtleXMiOiBbXX0=",
        "keys.pepper": base64.b64encode(PEPPER.encode()).decode(),
    }
    assert render.secret_env("worker") == {
        "MEMSTREAM_KAFKA__SASL_PASSWORD": (name, "kafka-sasl-password"),
        "MEMSTREAM_OPENSEARCH__PASSWORD": (name, "opensearch-password"),
        "MEMSTREAM_LLM__API_KEY": (name, "llm-api-key"),
    }
    assert render.secret_env("recall") == {
        "MEMSTREAM_KAFKA__SASL_PASSWORD": (name, "kafka-sasl-password"),
        "MEMSTREAM_OPENSEARCH__PASSWORD": (name, "opensearch-password"),
        "MEMSTREAM_RECALL__JWT_HS256_SECRET": (name, "jwt-hs256-secret"),
    }
    for doc in render.docs:
        if doc["kind"] != "Secret":
            text = json.dumps(doc)
            assert "os-pass" not in text and "jwt-secret" not in text and "kafka-pass" not in text
            assert PEPPER.strip() not in text
    # The chart's Secret surely holds the pepper it was given: not optional there.
    assert_keys_file_mounted(render, name, "keys.json", pepper=(name, "keys.pepper", False))


def test_existing_secrets_are_referenced_not_copied(full_render: Rendered) -> None:
    assert full_render.maybe("Secret") is None
    assert full_render.secret_env("worker") == {
        "MEMSTREAM_KAFKA__SASL_PASSWORD": ("memstream", "password"),
        "MEMSTREAM_OPENSEARCH__PASSWORD": ("memstream-opensearch", "password"),
        "MEMSTREAM_LLM__API_KEY": ("memstream-llm", "api-key"),
        "MEMSTREAM_EMBEDDING__API_KEY": ("memstream-embedding", "token"),
    }
    assert full_render.secret_env("recall") == {
        "MEMSTREAM_KAFKA__SASL_PASSWORD": ("memstream", "password"),
        "MEMSTREAM_OPENSEARCH__PASSWORD": ("memstream-opensearch", "password"),
        "MEMSTREAM_EMBEDDING__API_KEY": ("memstream-embedding", "token"),
        "MEMSTREAM_RECALL__JWT_HS256_SECRET": ("memstream-jwt", "hs256"),
    }
    pepper = ("memstream-recall-keys", "keys.pepper", True)
    assert_keys_file_mounted(full_render, "memstream-recall-keys", "keys.json", pepper=pepper)


def test_no_secrets_configured_means_no_secret_and_no_keys_file(default_render: Rendered) -> None:
    assert default_render.maybe("Secret") is None
    assert default_render.secret_env("worker") == {}
    assert default_render.secret_env("recall") == {}
    assert "MEMSTREAM_RECALL__KEYS_FILE" not in default_render.config()
    assert "MEMSTREAM_RECALL__KEY_PEPPER_FILE" not in default_render.config()
    volumes = default_render.workload("recall")["spec"]["template"]["spec"]["volumes"]
    assert [v["name"] for v in volumes] == ["tmp"]


def assert_keys_file_mounted(
    render: Rendered, secret: str, key: str, *, pepper: tuple[str, str, bool] | None
) -> None:
    """The keys file is a read-only file at MEMSTREAM_RECALL__KEYS_FILE, from `secret`;
    with `pepper` (Secret, key, optional), its pepper is keys.pepper beside it, where
    MEMSTREAM_RECALL__KEY_PEPPER_FILE points."""
    config = render.config()
    keys_file = Path(config["MEMSTREAM_RECALL__KEYS_FILE"])
    container = render.container("recall")
    (mount,) = [m for m in container["volumeMounts"] if m["name"] == "keys"]
    # A directory mount (not subPath), so a rotated Secret reaches the running pod.
    assert mount == {"name": "keys", "mountPath": str(keys_file.parent), "readOnly": True}
    volumes = render.workload("recall")["spec"]["template"]["spec"]["volumes"]
    (volume,) = [v for v in volumes if v["name"] == "keys"]
    assert volume["projected"]["defaultMode"] == 0o440  # group-readable by the fsGroup
    keys_source, *pepper_sources = volume["projected"]["sources"]
    assert keys_source == {
        "secret": {"name": secret, "items": [{"key": key, "path": keys_file.name}]}
    }
    if pepper is None:
        assert pepper_sources == []
        assert "MEMSTREAM_RECALL__KEY_PEPPER_FILE" not in config
    else:
        pepper_secret, pepper_key, optional = pepper
        pepper_file = Path(config["MEMSTREAM_RECALL__KEY_PEPPER_FILE"])
        # Beside the keys file: where `memstream keys add` puts it and memstream looks.
        assert pepper_file == keys_file.with_name("keys.pepper")
        (source,) = pepper_sources
        expected = {"name": pepper_secret, "items": [{"key": pepper_key, "path": pepper_file.name}]}
        assert source == {"secret": expected | ({"optional": True} if optional else {})}
    worker_mounts = render.container("worker")["volumeMounts"]
    assert "keys" not in {m["name"] for m in worker_mounts}


def test_a_key_from_keys_add_verifies_with_the_files_the_chart_mounts(
    helm: Helm, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """End to end: `memstream keys add` writes keys.json and keys.pepper; the chart's
    Secret and keys volume put them where the pod's settings point; the key verifies."""
    made = tmp_path / "made" / "keys.json"
    key = add_key(made, tenant="acme", role=CredentialRole.SERVICE)
    pepper_text = made.with_name("keys.pepper").read_text()
    render = helm.template(
        set_values={
            "recall.auth.keys.json": made.read_text(),
            "recall.auth.keys.pepper": pepper_text,
        }
    )
    data = render.one("Secret")["data"]
    volumes = render.workload("recall")["spec"]["template"]["spec"]["volumes"]
    (volume,) = [v for v in volumes if v["name"] == "keys"]
    mounted = tmp_path / "mounted"  # the pod's keys directory
    mounted.mkdir()
    for source in volume["projected"]["sources"]:
        for item in source["secret"]["items"]:
            (mounted / item["path"]).write_bytes(base64.b64decode(data[item["key"]]))
    recall = settings_from(render, monkeypatch).recall
    assert recall.keys_file is not None and recall.key_pepper_file is not None
    recall = recall.model_copy(
        update={
            "keys_file": str(mounted / Path(recall.keys_file).name),
            "key_pepper_file": str(mounted / Path(recall.key_pepper_file).name),
        }
    )
    store = KeyStore(
        Path(recall.keys_file), pepper=configured_pepper(recall), pepper_file=pepper_file(recall)
    )
    assert store.verify(key).tenant == "acme"
    # Contrast: the same keys file without its pepper does not even load.
    (mounted / "keys.pepper").unlink()
    with pytest.raises(ConfigurationError, match="no pepper"):
        KeyStore(Path(recall.keys_file), pepper_file=pepper_file(recall))


def test_a_keys_secret_without_a_pepper_mounts_the_keys_file_alone(helm: Helm) -> None:
    """existingSecretPepperKey "": a Secret from before HMAC keys (scrypt hashes only)."""
    render = helm.template(
        set_values={
            "recall.auth.keys.existingSecret": "old-keys",
            "recall.auth.keys.existingSecretPepperKey": "",
        }
    )
    assert_keys_file_mounted(render, "old-keys", "keys.json", pepper=None)
    inline = helm.template(set_values={"recall.auth.keys.json": EMPTY_KEYS})
    assert "keys.pepper" not in inline.one("Secret")["data"]
    assert_keys_file_mounted(
        inline, inline.one("Secret")["metadata"]["name"], "keys.json", pepper=None
    )


# ---------------------------------------------------------------- the embedder


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ({}, ("use-multilingual", "use-multilingual-v3-512", 512)),  # the default
        ({"embedding.provider": "use-multilingual", "embedding.dimension": 512}, ("use-multilingual", "use-multilingual-v3-512", 512)),
        # English-only, least CPU: one value, model and size follow
        ({"embedding.provider": "wordllama"}, ("wordllama", "wordllama-l2-supercat-256", 256)),
        ({"embedding.provider": "wordllama", "embedding.dimension": 256}, ("wordllama", "wordllama-l2-supercat-256", 256)),
    ],
)  # fmt: skip
def test_the_embedding_model_and_size_follow_the_provider(
    helm: Helm,
    monkeypatch: pytest.MonkeyPatch,
    values: dict[str, Any],
    expected: tuple[str, str, int],
) -> None:
    """One value switches the in-process provider: model and dimension stay unset, so
    memstream takes the provider's own."""
    render = helm.template(set_values=values)
    embedding = settings_from(render, monkeypatch).embedding
    assert (embedding.provider, embedding.model, embedding.dimension) == expected
    assert VALUES["embedding"]["provider"] == "use-multilingual"
    assert VALUES["embedding"]["model"] == "" and VALUES["embedding"]["dimension"] is None


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


# ---------------------------------------------------------------- Kafka and OpenSearch security

# Strimzi's names: a KafkaUser "memstream" behind a TLS listener, the cluster CA Secret.
SASL_SSL = {
    "kafka.securityProtocol": "SASL_SSL",
    "kafka.sasl.username": "memstream",
    "kafka.sasl.existingSecret": "memstream",
    "kafka.tls.caSecret": "my-cluster-cluster-ca-cert",
}


def tls_files(render: Rendered, component: str) -> dict[str, tuple[str, str]]:
    """Each file of the pod's TLS volume, by its path in the container: (Secret, key)."""
    container = render.container(component)
    (mount,) = [m for m in container["volumeMounts"] if m["name"] == "tls"]
    assert mount["readOnly"] is True
    volumes = render.workload(component)["spec"]["template"]["spec"]["volumes"]
    (volume,) = [v for v in volumes if v["name"] == "tls"]
    assert volume["projected"]["defaultMode"] == 0o440  # group-readable by the fsGroup
    files = {}
    for source in volume["projected"]["sources"]:
        for item in source["secret"]["items"]:
            files[f"{mount['mountPath']}/{item['path']}"] = (source["secret"]["name"], item["key"])
    return files


@pytest.mark.parametrize("component", ["worker", "recall"])
def test_kafka_sasl_and_tls_reach_both_workloads(
    full_render: Rendered, component: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both processes talk to Kafka (the recall service publishes commands), so both get
    the SASL password from its Secret and the CA and client certificate as files where
    the settings point."""
    kafka = settings_from(full_render, monkeypatch).kafka
    assert (kafka.security_protocol, kafka.sasl_mechanism, kafka.sasl_username) == (
        "SASL_SSL",
        "SCRAM-SHA-512",
        "memstream",
    )
    assert full_render.secret_env(component)["MEMSTREAM_KAFKA__SASL_PASSWORD"] == (
        "memstream",
        "password",
    )
    files = tls_files(full_render, component)
    assert files[kafka.ssl_cafile or ""] == ("memstream-kafka-cluster-ca-cert", "ca.crt")
    assert files[kafka.ssl_certfile or ""] == ("memstream-kafka-client", "user.crt")
    assert files[kafka.ssl_keyfile or ""] == ("memstream-kafka-client", "user.key")


@pytest.mark.parametrize("component", ["worker", "recall"])
def test_opensearch_client_certificates_come_from_a_secret(
    full_render: Rendered, component: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    opensearch = settings_from(full_render, monkeypatch).opensearch
    files = tls_files(full_render, component)
    assert files[opensearch.ca_certs or ""] == ("memstream-os-ca", "ca.crt")
    assert files[opensearch.client_cert or ""] == ("memstream-os-client", "tls.crt")
    assert files[opensearch.client_key or ""] == ("memstream-os-client", "tls.key")


def test_only_the_configured_tls_files_are_mounted(
    helm: Helm, default_render: Rendered, monkeypatch: pytest.MonkeyPatch
) -> None:
    for component in ("worker", "recall"):
        pod = default_render.workload(component)["spec"]["template"]["spec"]
        assert "tls" not in {v["name"] for v in pod["volumes"]}
    render = helm.template(set_values=SASL_SSL)
    assert tls_files(render, "worker") == {
        "/etc/memstream/tls/kafka-ca.crt": ("my-cluster-cluster-ca-cert", "ca.crt")
    }
    settings = settings_from(render, monkeypatch)
    assert settings.kafka.ssl_cafile == "/etc/memstream/tls/kafka-ca.crt"
    assert settings.kafka.ssl_certfile is None and settings.opensearch.client_cert is None


# ---------------------------------------------------------------- the network policy


def test_network_policies_are_off_by_default(default_render: Rendered) -> None:
    assert default_render.all("NetworkPolicy") == []


def test_network_policies_admit_only_the_configured_peers(full_render: Rendered) -> None:
    policies = {
        p["metadata"]["labels"]["app.kubernetes.io/component"]: p
        for p in full_render.all("NetworkPolicy")
    }
    assert set(policies) == {"worker", "recall"}
    same_namespace: dict[str, Any] = {"podSelector": {}}
    monitoring = {
        "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "monitoring"}}
    }
    chat = {
        "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "chat"}},
        "podSelector": {"matchLabels": {"app": "chat-backend"}},
    }
    for component, policy in policies.items():
        spec = policy["spec"]
        pod = full_render.workload(component)["spec"]["template"]["metadata"]["labels"]
        assert spec["podSelector"]["matchLabels"].items() <= pod.items()
        # It selects this workload's pods only.
        other = "recall" if component == "worker" else "worker"
        other_pod = full_render.workload(other)["spec"]["template"]["metadata"]["labels"]
        assert not spec["podSelector"]["matchLabels"].items() <= other_pod.items()
        (rule,) = spec["ingress"]
        (port,) = full_render.container(component)["ports"]
        assert rule["ports"] == [{"port": port["containerPort"], "protocol": "TCP"}]
        expected = [same_namespace, monitoring] + ([chat] if component == "recall" else [])
        assert rule["from"] == expected
        assert spec["policyTypes"] == ["Ingress", "Egress"]
        dns, *rest = spec["egress"]
        assert dns == {"ports": [{"port": 53, "protocol": "UDP"}, {"port": 53, "protocol": "TCP"}]}
        assert [r["ports"][0]["port"] for r in rest] == [9093, 9200, 443]


def test_an_open_egress_is_not_restricted(helm: Helm) -> None:
    render = helm.template(set_values={"networkPolicy.enabled": True})
    for policy in render.all("NetworkPolicy"):
        assert policy["spec"]["policyTypes"] == ["Ingress"]
        assert "egress" not in policy["spec"]
        (rule,) = policy["spec"]["ingress"]
        assert rule["from"] == [{"podSelector": {}}]  # the release namespace only
        kubernetes_validate.validate(policy, KUBE_VERSION, strict=True)


# ---------------------------------------------------------------- NOTES: transport security


def test_notes_warn_when_kafka_is_plaintext_or_opensearch_has_no_auth(
    helm: Helm, tmp_path: Path
) -> None:
    notes = render_notes(helm, tmp_path / "default")
    assert "Kafka is reached over PLAINTEXT" in notes
    assert "networkPolicy.enabled" in notes  # what to do meanwhile
    assert "OpenSearch is used without authentication" in notes

    # SASL without TLS: authenticated but unencrypted; PLAIN even sends the password so.
    notes = render_notes(
        helm,
        tmp_path / "sasl-plaintext",
        values={
            "kafka.securityProtocol": "SASL_PLAINTEXT",
            "kafka.sasl.mechanism": "PLAIN",
            "kafka.sasl.username": "memstream",
            "kafka.sasl.password": "in-the-values",
            "opensearch.tls.clientCertSecret": "os-client",
        },
    )
    assert "Kafka is reached over PLAINTEXT" not in notes
    assert "SASL_PLAINTEXT" in notes and "the SASL PLAIN password too" in notes
    assert "The Kafka SASL password is in the values" in notes
    # A client certificate authenticates to OpenSearch: no warning about that.
    assert "OpenSearch is used without authentication" not in notes

    notes = render_notes(
        helm,
        tmp_path / "secure",
        values={**SASL_SSL, "opensearch.username": "u", "opensearch.existingSecret": "os"},
    )
    assert "Kafka is reached over" not in notes
    assert "OpenSearch is used without authentication" not in notes
    assert "(SASL_SSL, SCRAM-SHA-512 as memstream; topics created by the worker)" in notes


# ---------------------------------------------------------------- NOTES: the key pepper


def test_notes_warn_when_the_keys_file_has_no_pepper_or_it_is_in_the_values(
    helm: Helm, tmp_path: Path
) -> None:
    notes = render_notes(
        helm,
        tmp_path / "no-pepper",
        values={
            "recall.auth.keys.existingSecret": "old-keys",
            "recall.auth.keys.existingSecretPepperKey": "",
        },
    )
    assert "No pepper is mounted with the recall API keys file" in notes
    assert "The API key pepper is in the values" not in notes

    notes = render_notes(
        helm,
        tmp_path / "inline",
        values={"recall.auth.keys.json": EMPTY_KEYS, "recall.auth.keys.pepper": PEPPER},
    )
    assert "No pepper is mounted" not in notes
    assert "The API key pepper is in the values (recall.auth.keys.pepper)" in notes

    # The keys Secret with its pepper (the default key name): nothing to warn about.
    notes = render_notes(
        helm, tmp_path / "secret", values={"recall.auth.keys.existingSecret": "keys"}
    )
    assert "No pepper is mounted" not in notes
    assert "The API key pepper is in the values" not in notes
