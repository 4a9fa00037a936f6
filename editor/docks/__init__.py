"""The editor's docks: armies, validation."""
