"""Reading and writing files safely, for every format: the safe YAML reader with line marks and limits and
the stable writer (`yamlio.py`, with the atomic `write_atomic`), JSON Schema checks turned into findings
(`schema.py`), and the `Finding` every checker returns (`findings.py`).

May import: `rules.paths` and third-party libraries (PyYAML, jsonschema); nothing else of `rules`.
Exports: `yamlio.read_yaml`, `dump_yaml`, `write_atomic`, `YamlDoc`; `schema.schema_findings`,
`compiled_validator`; `findings.Finding`, `has_errors`.
"""
