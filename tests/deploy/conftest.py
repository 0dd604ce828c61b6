"""Fixtures for the deployment artefacts: the helm binary (built once by
deploy/helm/install-helm.sh), the chart rendered with its default and its full values, and
the metrics memstream exports."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.deploy.helm import FULL_VALUES, Helm, Rendered, install_helm
from tests.deploy.promql import ExportedMetric, exported_metrics


@pytest.fixture(scope="session")
def helm(tmp_path_factory: pytest.TempPathFactory) -> Helm:
    """helm from memstream's cache, built with `go install` on first use (a few minutes).

    Fails, never skips, when it cannot be installed: the chart tests are part of make test.
    """
    try:
        binary = install_helm()
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    return Helm(binary=binary, home=tmp_path_factory.mktemp("helm-home"))


@pytest.fixture(scope="session")
def default_render(helm: Helm) -> Rendered:
    return helm.template()


@pytest.fixture(scope="session")
def full_render(helm: Helm) -> Rendered:
    return helm.template(values_files=[FULL_VALUES])


@pytest.fixture(params=["default", "full"])
def render(request: pytest.FixtureRequest) -> Rendered:
    """Each test that takes it runs against both renders."""
    rendered: Rendered = request.getfixturevalue(f"{request.param}_render")
    return rendered


@pytest.fixture(scope="session")
def exported() -> dict[str, ExportedMetric]:
    return exported_metrics()


@pytest.fixture(scope="session")
def repo() -> Path:
    return Path(__file__).resolve().parents[2]
