package org.ichto.soup.board;

/** The four directions of the compass; north is up (row 0), so north lowers the row. */
public enum Direction {
    WEST("W", 0, -1),
    NORTH("N", -1, 0),
    EAST("E", 0, 1),
    SOUTH("S", 1, 0);

    private final String code;
    private final int rowStep;
    private final int columnStep;

    Direction(String code, int rowStep, int columnStep) {
        this.code = code;
        this.rowStep = rowStep;
        this.columnStep = columnStep;
    }

    /** The letter the board file uses: W, N, E or S. */
    public String code() {
        return code;
    }

    public int rowStep() {
        return rowStep;
    }

    public int columnStep() {
        return columnStep;
    }

    public Direction opposite() {
        return values()[(ordinal() + 2) % 4];
    }

    /** The direction with this letter, or null when the text names none. */
    public static Direction ofCode(String code) {
        for (Direction d : values()) {
            if (d.code.equals(code)) {
                return d;
            }
        }
        return null;
    }
}
