"""The application shell: the ``memstream`` CLI, the demo, the benchmarks, the language
evaluation and the process helpers the tests and benchmarks start services with.

It sits on top of everything and nothing below imports it (``tests/unit/test_layers.py``).
"""
