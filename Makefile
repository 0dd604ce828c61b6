# memstream — the two commands a newcomer needs are `make demo` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PYTEST_ARGS ?=

.PHONY: help install up down status lint test test-fast test-unit eval demo bench helm clean llm-up llm-down

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q --upgrade pip
	$(VENV)/bin/pip install -q -e '.[dev,rocksdict]'
	touch $@

install: $(VENV)/.installed ## create .venv with memstream, its dev tools and the rocksdb table store

up: ## start local Kafka and OpenSearch (downloads once into ~/.cache/memstream)
	bash deploy/local/up.sh

down: ## stop the demo's processes, the local model and the services `make up` started
	-[ -x $(VENV)/bin/memstream ] && $(VENV)/bin/memstream demo --stop
	bash deploy/local/llm-down.sh
	bash deploy/local/down.sh

status: ## show whether the local services run and where
	bash deploy/local/status.sh

llm-up: install ## start SmolLM2-135M behind an OpenAI-compatible API on 127.0.0.1:18080 (downloads once)
	bash deploy/local/llm-up.sh

llm-down: ## stop the model server `make llm-up` started
	bash deploy/local/llm-down.sh

lint: install ## ruff and mypy --strict
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

test-fast: install up llm-up ## every test but the fault tests in tests/reliability (starts services)
	$(PY) -m pytest --ignore=tests/reliability $(PYTEST_ARGS)

test-unit: install ## unit tests only (no services)
	$(PY) -m pytest tests/unit $(PYTEST_ARGS)

test: install up llm-up lint ## everything: lint and every test, tests/reliability included (starts services)
	$(PY) -m pytest $(PYTEST_ARGS)

eval: install ## directives, redaction, integrity and distillation measured on tests/data
	$(PY) -m memstream.shell.evaluation $(EVAL_ARGS)

demo: install up ## run the sample conversation stream through the pipeline and report
	$(VENV)/bin/memstream demo

bench: install up ## print the benchmark table
	$(VENV)/bin/memstream bench

helm: ## build the pinned helm into ~/.cache/memstream/bin (tests/deploy does this on demand)
	bash deploy/helm/install-helm.sh

clean: ## remove the virtualenv and caches (not the service cache)
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
