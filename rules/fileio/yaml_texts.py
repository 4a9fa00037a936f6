"""libyaml's own problem and context phrases (the parser's error texts, fixed English strings), marked here for
extraction so that a YAML syntax finding reads in the user's language: `yamlio._syntax_message` looks each up
with `_()`; a phrase not listed (another YAML library's, or a new one) is shown as the parser wrote it.

Never imported: it is only read by the extractor (pybabel, tools/i18n_check.py).
"""

from rules.i18n import N_

PROBLEMS = (
    N_("found unexpected end of stream"),
    N_("did not find expected ',' or ']'"),
    N_("did not find expected ',' or '}'"),
    N_("mapping values are not allowed in this context"),
    N_("did not find expected '-' indicator"),
    N_("found character that cannot start any token"),
    N_("found undefined alias"),
    N_("did not find expected key"),
    N_("but found another document"),
    N_("found unknown directive name"),
    N_("did not find expected alphabetic or numeric character"),
    N_("found unknown escape character"),
    N_("could not find expected ':'"),
    N_("did not find expected node content"),
    N_("block sequence entries are not allowed in this context"),
    N_("found a tab character that violates indentation"),
    N_("found a tab character where an indentation space is expected"),
    N_("did not find expected comment or line break"),
    N_("found unexpected document indicator"),
)

CONTEXTS = (
    N_("while scanning a quoted scalar"),
    N_("while parsing a quoted scalar"),
    N_("while parsing a flow sequence"),
    N_("while parsing a flow mapping"),
    N_("while parsing a block collection"),
    N_("while parsing a block mapping"),
    N_("while parsing a block node"),
    N_("while parsing a flow node"),
    N_("while scanning for the next token"),
    N_("while scanning a simple key"),
    N_("while scanning a plain scalar"),
    N_("while scanning a block scalar"),
    N_("while scanning an anchor"),
    N_("while scanning an alias"),
    N_("while scanning a tag"),
    N_("while scanning a directive"),
    N_("expected a single document in the stream"),
)
