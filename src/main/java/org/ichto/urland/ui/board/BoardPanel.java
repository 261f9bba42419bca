package org.ichto.urland.ui.board;

import org.ichto.core.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import javax.swing.JComponent;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/** The board on screen: paints the state it is given and reports clicks as places. No rules here. */
public final class BoardPanel extends JComponent {
    private final BoardPainter painter = new BoardPainter();
    private final List<IntConsumer> listeners = new ArrayList<>();
    private GameState state;
    private List<Seat> seats = List.of();
    private Highlights highlights = Highlights.NONE;
    private BoardTheme theme = BoardTheme.LIGHT;
    private IntFunction<String> oceanNames = o -> org.ichto.urland.board.BoardLoader.standard().oceanName(o);

    public BoardPanel() {
        setPreferredSize(new Dimension(1280, 800));
        setMinimumSize(new Dimension(640, 400));
        setToolTipText("");
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                int place = placeAt(e.getX(), e.getY());
                if (place != highlights.hovered()) {
                    highlights = highlights.hovering(place);
                    repaint();
                }
            }

            @Override
            public void mouseExited(MouseEvent e) {
                highlights = highlights.hovering(-1);
                repaint();
            }

            @Override
            public void mouseClicked(MouseEvent e) {
                int place = placeAt(e.getX(), e.getY());
                if (place >= 0) {
                    listeners.forEach(l -> l.accept(place));
                }
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    public void setState(GameState state, List<Seat> seats) {
        this.state = state;
        this.seats = List.copyOf(seats);
        repaint();
    }

    public GameState state() {
        return state;
    }

    public void setHighlights(Highlights h) {
        this.highlights = new Highlights(h.clickable(), h.selected(), highlights.hovered(), h.changed());
        repaint();
    }

    public Highlights highlights() {
        return highlights;
    }

    public void setDark(boolean dark) {
        theme = dark ? BoardTheme.DARK : BoardTheme.LIGHT;
        repaint();
    }

    /** How oceans are named on the board (the player's language). */
    public void setLabels(IntFunction<String> oceanNames) {
        this.oceanNames = oceanNames;
        repaint();
    }

    public void addPlaceListener(IntConsumer listener) {
        listeners.add(listener);
    }

    /** The place under a point of this component, or -1. */
    public int placeAt(int x, int y) {
        if (state == null) {
            return -1;
        }
        try {
            Point2D logical = BoardGeometry.transform(getWidth(), getHeight()).inverseTransform(
                    new Point2D.Double(x, y), null);
            return BoardGeometry.get().placeAt(state, logical);
        } catch (NoninvertibleTransformException e) {
            return -1;
        }
    }

    /** Where a place's Ichtos stand, in this component's coordinates (for tests and animations). */
    public Point2D screenAnchor(int place) {
        return BoardGeometry.transform(getWidth(), getHeight()).transform(BoardGeometry.get().anchor(state, place),
                null);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int place = placeAt(e.getX(), e.getY());
        if (place < 0) {
            return null;
        }
        StringBuilder b = new StringBuilder("<html><b>").append(Board.isOcean(place)
                ? oceanNames.apply(Board.oceanOf(place)) : Board.placeName(place)).append("</b>");
        for (int seat = 0; seat < seats.size(); seat++) {
            int n = state.ichtos(place, seat);
            if (n > 0) {
                b.append("<br>").append(seats.get(seat).name()).append(": ").append(n);
            }
        }
        return b.append("</html>").toString();
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (state == null) {
            return;
        }
        painter.paint((Graphics2D) g, state, seats, getWidth(), getHeight(), theme, highlights, oceanNames);
    }
}
