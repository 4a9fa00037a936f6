"""Reading and writing files safely, for every format: the one atomic writer of every output and the lock
for read-modify-write (`atomic.py`), the safe YAML reader with line marks and limits and the stable writer
(`yamlio.py`), JSON Schema checks turned into findings (`schema.py`), and the `Finding` every checker
returns, printed with control characters escaped (`findings.py`).

May import: `rules.paths` and third-party libraries (PyYAML, jsonschema); nothing else of `rules`.
Exports: `atomic.write_atomic`, `file_lock`, `clean_stale`; `yamlio.read_yaml`, `dump_yaml`, `write_atomic`,
`YamlDoc`; `schema.schema_findings`,
`compiled_validator`; `findings.Finding`, `has_errors`.
"""
