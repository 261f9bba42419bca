package org.ichto.soup.ui.board;

import org.ichto.soup.board.SoupBoard;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/**
 * Where everything is drawn, in component pixels: the scoring ladder runs clockwise round the edge from
 * the top left corner (space 1) in square cells, as many along each side as the component's shape
 * suggests; inside it the soup's grid of square spaces (the board file's rows and columns, the island
 * in its cell) and, where the component is wide enough, a column beside the soup for the environment
 * card, the round and the dice. One cell of the ring more than the ladder has spaces holds the markers
 * beyond its last space. Immutable; made for one size.
 */
public final class SoupLayout {
    private final SoupBoard board;
    private final int width;
    private final int height;
    private final double cell;
    private final int columns;
    private final int rows;
    private final double ringX;
    private final double ringY;
    private final double soupX;
    private final double soupY;
    private final double space;
    private final Rectangle2D info;

    private SoupLayout(SoupBoard board, int width, int height) {
        this.board = board;
        this.width = Math.max(1, width);
        this.height = Math.max(1, height);
        double margin = Math.max(4, Math.min(this.width, this.height) * 0.012);
        double w = this.width - 2 * margin;
        double h = this.height - 2 * margin;
        double aspect = w / Math.max(1, h);
        // Columns and rows of the ring together: its cells (twice that, less the corners) hold every
        // ladder space and one cell beyond.
        int sum = (board.ladder().spaces() + 1 + 4 + 1) / 2;
        int cols = (int) Math.round(sum * aspect / (1 + aspect));
        cols = Math.max(8, Math.min(sum - 8, cols));
        this.columns = cols;
        this.rows = sum - cols;
        this.cell = Math.max(4, Math.min(w / columns, h / rows));
        this.ringX = (this.width - cell * columns) / 2;
        this.ringY = (this.height - cell * rows) / 2;
        double gap = cell * 0.35;
        double innerX = ringX + cell + gap;
        double innerY = ringY + cell + gap;
        double innerW = cell * (columns - 2) - 2 * gap;
        double innerH = cell * (rows - 2) - 2 * gap;
        int gridCols = board.columns();
        int gridRows = board.rows();
        // The soup as large as the inner height allows; a column for the card beside it if it is wide enough.
        double side = Math.min(innerH / gridRows, innerW / gridCols);
        double infoWidth = innerW - side * gridCols - gap;
        if (infoWidth < side * 1.6) {
            double withInfo = Math.min(innerH / gridRows, (innerW - gap - side * 1.6) / gridCols);
            if (withInfo >= side * 0.82) {
                side = withInfo;
                infoWidth = innerW - side * gridCols - gap;
            }
        }
        this.space = side;
        if (infoWidth >= side * 1.3) {
            double used = side * gridCols + gap + Math.min(infoWidth, side * 3.2);
            this.soupX = innerX + (innerW - used) / 2;
            this.info = new Rectangle2D.Double(soupX + side * gridCols + gap, innerY,
                    Math.min(infoWidth, side * 3.2), innerH);
        } else {
            this.soupX = innerX + (innerW - side * gridCols) / 2;
            this.info = null;
        }
        this.soupY = innerY + (innerH - side * gridRows) / 2;
    }

    public static SoupLayout of(SoupBoard board, int width, int height) {
        return new SoupLayout(board, width, height);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The side of a ladder cell. */
    public double cell() {
        return cell;
    }

    /** The side of a space of the soup. */
    public double space() {
        return space;
    }

    /** The ladder's spaces (the last cell of the ring is for markers beyond them). */
    public int ladderSpaces() {
        return board.ladder().spaces();
    }

    /** The whole ring of the ladder. */
    public Rectangle2D ring() {
        return new Rectangle2D.Double(ringX, ringY, cell * columns, cell * rows);
    }

    /**
     * The cell of a ladder space 1..{@link #ladderSpaces()}; a space beyond gives the last cell of the ring,
     * where the markers beyond the ladder stand.
     */
    public Rectangle2D ladderCell(int ladderSpace) {
        int k = Math.max(1, Math.min(ladderSpace, ladderSpaces() + 1)) - 1;
        double x;
        double y;
        if (k < columns) {
            x = ringX + k * cell;
            y = ringY;
        } else if (k < columns + rows - 2) {
            x = ringX + (columns - 1) * cell;
            y = ringY + (k - columns + 1) * cell;
        } else if (k < 2 * columns + rows - 2) {
            x = ringX + (2 * columns + rows - 3 - k) * cell;
            y = ringY + (rows - 1) * cell;
        } else {
            x = ringX;
            y = ringY + (2 * columns + 2 * rows - 4 - k) * cell;
        }
        return new Rectangle2D.Double(x, y, cell, cell);
    }

    /** The square of a space of the soup. */
    public Rectangle2D spaceRect(int s) {
        return cellRect(board.row(s), board.column(s));
    }

    /** The square of a cell of the soup's grid (a space, the island or the shore). */
    public Rectangle2D cellRect(int row, int column) {
        return new Rectangle2D.Double(soupX + column * space, soupY + row * space, space, space);
    }

    public Rectangle2D island() {
        return cellRect(board.islandRow(), board.islandColumn());
    }

    /** The whole grid of the soup. */
    public Rectangle2D soup() {
        return new Rectangle2D.Double(soupX, soupY, space * board.columns(), space * board.rows());
    }

    /** The column beside the soup for the card, the round and the dice; null when the board is too narrow. */
    public Rectangle2D info() {
        return info == null ? null : (Rectangle2D) info.clone();
    }

    public Point2D centre(int s) {
        Rectangle2D r = spaceRect(s);
        return new Point2D.Double(r.getCenterX(), r.getCenterY());
    }

    /** The space under a point, or -1. */
    public int spaceAt(Point2D p) {
        int column = (int) Math.floor((p.getX() - soupX) / space);
        int row = (int) Math.floor((p.getY() - soupY) / space);
        if (p.getX() < soupX || p.getY() < soupY) {
            return -1;
        }
        return board.spaceAt(row, column);
    }

    /** The ladder space under a point (1..{@link #ladderSpaces()}), or -1. */
    public int ladderAt(Point2D p) {
        for (int i = 1; i <= ladderSpaces(); i++) {
            if (ladderCell(i).contains(p)) {
                return i;
            }
        }
        return -1;
    }

    // ---- inside a space: the amoebas above, the food below

    /** The diameter of an amoeba when a space holds this many. */
    public double amoebaSize(int count) {
        double full = space * 0.34;
        if (count <= 2) {
            return full;
        }
        int perRow = (count + 1) / 2;
        if (count <= 3) {
            return Math.min(full * 0.8, space * 0.84 / perRow);
        }
        // Two rows must stay above the food counts (the lower 0.39 of the space): no taller than 0.22 of it.
        return Math.min(space * 0.22, space * 0.84 / perRow);
    }

    /** The centre of the i-th of {@code count} amoebas on a space (one row, two when crowded). */
    public Point2D amoebaCentre(int s, int i, int count) {
        Rectangle2D r = spaceRect(s);
        double size = amoebaSize(count);
        int perRow = count <= 3 ? count : (count + 1) / 2;
        int row = i / perRow;
        int inRow = row == 0 ? Math.min(perRow, count) : count - perRow;
        int col = i % perRow;
        double step = size * 1.18;
        double x = r.getCenterX() + (col - (inRow - 1) / 2.0) * step;
        double rowsUsed = count <= perRow ? 1 : 2;
        double top = r.getY() + space * (rowsUsed == 1 ? 0.33 : 0.24);
        double y = top + row * size * 1.1;
        return new Point2D.Double(x, y);
    }

    /** The food of a colour (its index among the colours in play) on a space: the slot's top left and size. */
    public Rectangle2D foodSlot(int s, int colour, int colours) {
        Rectangle2D r = spaceRect(s);
        double slotW = r.getWidth() * 0.44;
        double slotH = r.getHeight() * 0.17;
        int col = colour % 2;
        int row = colour / 2;
        double rowsUsed = (colours + 1) / 2;
        double x = r.getX() + r.getWidth() * 0.07 + col * (slotW + r.getWidth() * 0.04);
        double y = r.getMaxY() - r.getHeight() * 0.05 - (rowsUsed - row) * slotH;
        return new Rectangle2D.Double(x, y, slotW, slotH);
    }
}
