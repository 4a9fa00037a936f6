"""One class per tool (like Tiled's stampbrush, bucketfilltool)."""

from .base import MapEvent, Tool, ToolSettings
from .counters import RoutEdgeTool, SelectTool
from .mapfeatures import EraserTool, HexsideTool, LevelTool, PickerTool, PlaceTool, RouteTool
from .terrain import BrushTool, FillTool, RectangleTool

TOOL_CLASSES: tuple[type[Tool], ...] = (
    SelectTool, BrushTool, FillTool, RectangleTool, LevelTool, HexsideTool, RouteTool, PlaceTool, EraserTool,
    PickerTool, RoutEdgeTool,
)

__all__ = ["TOOL_CLASSES", "MapEvent", "Tool", "ToolSettings", "BrushTool", "FillTool", "RectangleTool",
           "LevelTool", "HexsideTool", "RouteTool", "PlaceTool", "EraserTool", "PickerTool", "SelectTool",
           "RoutEdgeTool"]
