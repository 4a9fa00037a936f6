"""Dialogs: new map, scenario settings, background fit."""
