package org.ichto.urland.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.MoveClock;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;

import javax.swing.JComponent;
import javax.swing.ToolTipManager;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The board as a Swing component: shows a game state, follows the mouse (the place under it is outlined), tells
 * {@link PlaceListener}s which place was clicked (a land region by its representative area) and names the place and
 * its Ichtos in a tooltip. All painting happens in {@link #paintComponent}; use it on the event dispatch thread only.
 */
public class BoardPanel extends JComponent {
    private static final long serialVersionUID = 1L;

    private transient GameState state;
    private transient List<Seat> seats = List.of();
    private transient BoardPainter painter = new BoardPainter();
    private transient Highlights highlights = Highlights.NONE;
    private final transient List<PlaceListener> listeners = new CopyOnWriteArrayList<>();
    private int pressedPlace = -1;
    private transient Runnable afterPaint;
    /** The last decision's pieces on their way, if any; see {@link #animate}. */
    private final transient MoveClock<Flights> moves = new MoveClock<>(this::frame, this::repaint);
    private transient RecapArrows recap = RecapArrows.NONE;
    private final transient IdleGlows idleGlows = new IdleGlows(this);
    /** The ground of the position shown is to be kept aside once a paint has drawn it (see {@link #keepGroundAside}). */
    private boolean groundAside;

    public BoardPanel() {
        setOpaque(true);
        use(painter);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                hover(placeAt(e));
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                hover(placeAt(e));
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover(-1);
            }

            @Override
            public void mousePressed(MouseEvent e) {
                pressedPlace = e.getButton() == MouseEvent.BUTTON1 ? placeAt(e) : -1;
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                int place = e.getButton() == MouseEvent.BUTTON1 ? placeAt(e) : -1;
                if (place >= 0 && place == pressedPlace) {
                    for (PlaceListener l : listeners) {
                        l.placeClicked(place);
                    }
                }
                pressedPlace = -1;
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        ToolTipManager.sharedInstance().registerComponent(this);
    }

    /** Shows a new state with its seats (for their colours and names) and repaints. */
    public void setState(GameState newState, List<Seat> newSeats) {
        this.state = newState;
        this.seats = newSeats == null ? List.of() : List.copyOf(newSeats);
        repaint();
    }

    /**
     * Shows {@code after} with the pieces that moved since {@code before} travelling there for {@code millis}
     * (nothing to see when none moved or millis is 0). Only the picture moves: the state shown is {@code after}
     * from the first frame on, so clicks and tooltips read the real position.
     */
    public void animate(GameState before, GameState after, List<Seat> newSeats, int millis) {
        stopAnimation();
        setState(after, newSeats);
        BoardGeometry geo = geometry();
        if (millis <= 0 || before == null || geo == null || getWidth() <= 0) {
            return;
        }
        Flights f = Flights.of(Motions.between(before, after), before, after, geo, BoardPainter.PIECE);
        if (f.isEmpty()) {
            return;
        }
        moves.start(f, millis);
    }

    /** Puts the pieces of a move under way where they go at once (an undo, a new game, the next move). */
    public void stopAnimation() {
        moves.stop();
    }

    /** Moves gone through again, drawn over the position; {@link RecapArrows#NONE} for the normal board. */
    public void setRecap(RecapArrows arrows) {
        recap = arrows == null ? RecapArrows.NONE : arrows;
        repaint();
    }

    public RecapArrows getRecap() {
        return recap;
    }

    /** Whether pieces are on their way (tests read it). */
    public boolean isAnimating() {
        return moves.moving() != null;
    }

    /** A frame of a move: repaints only the box its pieces swept since the last. */
    private void frame(Flights f, double was, double now) {
        BoardGeometry geo = geometry();
        java.awt.geom.Rectangle2D box = geo == null ? null : f.swept(was, now);
        if (box == null) {
            repaint();
        } else {
            java.awt.Rectangle r = geo.transform().createTransformedShape(box).getBounds();
            repaint(r.x - 2, r.y - 2, r.width + 4, r.height + 4);
        }
    }

    /**
     * Laid out for the first time with a game to show, the board has its ground drawn beside the event thread while
     * the window goes on to show itself and paint its other parts (see {@link BoardPainter#prepareGround}).
     */
    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        java.awt.GraphicsConfiguration gc = getGraphicsConfiguration();
        if (state != null && gc != null) {
            java.awt.geom.AffineTransform screen = gc.getDefaultTransform();
            painter.prepareGround(state, width, height, screen.getScaleX(), screen.getScaleY());
        }
    }

    /**
     * Keeps the ground of the position shown, once a paint has drawn it, for a later one that differs from it in
     * little: a game's first position, from which the next game's first is then painted in part.
     */
    public void keepGroundAside() {
        groundAside = true;
    }

    /** Paints with this painter, which paints a ground that changes in part beside the event thread. */
    private void use(BoardPainter p) {
        painter = p;
        p.paintGroundChangesBeside(this::repaint);
    }

    /** Shows a new state of the same game (same seats) and repaints. */
    public void setState(GameState newState) {
        setState(newState, seats);
    }

    /** Whether the glows the last paint's position may show next are all made (for tests). */
    boolean glowsResting() {
        return idleGlows.resting();
    }

    boolean glowsReady() {
        return idleGlows.done();
    }

    /** The painter of the board now (its theme and names). */
    BoardPainter painter() {
        return painter;
    }

    public GameState getState() {
        return state;
    }

    public List<Seat> getSeats() {
        return seats;
    }

    public void setTheme(BoardTheme theme) {
        use(painter.withTheme(Objects.requireNonNull(theme)));
        repaint();
    }

    public BoardTheme getTheme() {
        return painter.theme();
    }

    public void setLabels(Labels labels) {
        use(painter.withLabels(Objects.requireNonNull(labels)));
        repaint();
    }

    public Labels getLabels() {
        return painter.labels();
    }

    /** Replaces targets, selection and changed places; the hovered place stays the one under the mouse. */
    public void setHighlights(Highlights h) {
        Highlights n = h == null ? Highlights.NONE : h;
        highlights = n.withHovered(highlights.hovered());
        updateCursor();
        repaint();
    }

    public Highlights getHighlights() {
        return highlights;
    }

    /** The places the player may choose now (outlined). */
    public void setTargets(Set<Integer> places) {
        setHighlights(highlights.withTargets(places));
    }

    /** The place chosen so far, or -1. */
    public void setSelected(int place) {
        setHighlights(highlights.withSelected(place));
    }

    /** The places the last decision changed. */
    public void setChanged(Set<Integer> places) {
        setHighlights(highlights.withChanged(places));
    }

    /** The place under the mouse (a land region by its representative), or -1. */
    public int getHoveredPlace() {
        return highlights.hovered();
    }

    public void addPlaceListener(PlaceListener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    public void removePlaceListener(PlaceListener l) {
        listeners.remove(l);
    }

    /** The layout at the component's current size, or null before there is a state. */
    public BoardGeometry geometry() {
        return state == null ? null : BoardGeometry.of(state.board()).sized(getWidth(), getHeight());
    }

    private int placeAt(MouseEvent e) {
        BoardGeometry g = geometry();
        return g == null ? -1 : g.placeAt(state, e.getPoint());
    }

    private void hover(int place) {
        if (place != highlights.hovered()) {
            highlights = highlights.withHovered(place);
            updateCursor();
            repaint();
        }
    }

    private void updateCursor() {
        int h = highlights.hovered();
        boolean target = h >= 0 && highlights.targets().contains(h);
        org.ichto.shell.ui.BoardCursor.show(this, target);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        BoardGeometry g = geometry();
        if (g == null) {
            return null;
        }
        int volcano = g.volcanoAt(e.getPoint());
        if (volcano >= 0) {
            return volcanoText(volcano);
        }
        int place = g.placeAt(state, e.getPoint());
        if (place >= 0) {
            return placeText(place);
        }
        int space = g.trackSpaceAt(e.getPoint());
        return space >= 0 ? spaceText(space) : null;
    }

    /** The tooltip of a place: its name, then its Ichtos per colour. */
    public String placeText(int place) {
        Labels labels = painter.labels();
        Board b = state.board();
        String title;
        String now;
        if (Board.isOcean(place)) {
            int o = Board.oceanOf(place);
            title = b.oceanId(o) + " " + labels.oceanName(b, o);
            now = labels.oceanUse();
        } else {
            int region = state.regionOf(place);
            int mask = state.regionAreas(region);
            if (Integer.bitCount(mask) > 1) {
                StringBuilder members = new StringBuilder();
                for (int m = mask; m != 0; m &= m - 1) {
                    if (members.length() > 0) {
                        members.append(", ");
                    }
                    members.append(Integer.numberOfTrailingZeros(m) + 1);
                }
                title = labels.region(region + 1, members.toString());
            } else {
                title = labels.area(region + 1);
            }
            // What the area's chip says now, as the seat sees it: a chip still hidden is only "not scored yet".
            int chip = state.liveChipOf(region);
            now = labels.chip(chip == 0 ? null : state.chipLocation(chip));
        }
        StringBuilder sb = new StringBuilder("<html><b>").append(escape(title)).append("</b>");
        boolean any = false;
        for (int seat = 0; seat < state.players(); seat++) {
            int n = state.ichtos(place, seat);
            if (n > 0) {
                sb.append("<br>").append(escape(seatText(seat))).append(": ").append(n);
                any = true;
            }
        }
        if (!any) {
            sb.append("<br>").append(escape(labels.noIchtos()));
        }
        sb.append("<br><i>").append(escape(now)).append("</i>");
        return sb.append("</html>").toString();
    }

    /** The tooltip of a volcano: whose it is, which area it joins, and whether it has erupted. */
    public String volcanoText(int area) {
        Labels labels = painter.labels();
        int target = state.board().volcanoTarget(area);
        String now = state.hasErupted(area) ? labels.volcanoErupted(area + 1, target + 1)
                : labels.volcanoDormant(area + 1, target + 1);
        return "<html><b>" + escape(labels.volcano(area + 1)) + "</b><br><i>" + escape(now) + "</i></html>";
    }

    /** The tooltip of a track space: its number, what it is, and whose markers stand on it. */
    public String spaceText(int space) {
        Labels labels = painter.labels();
        Board b = state.board();
        StringBuilder sb = new StringBuilder("<html><b>").append(escape(labels.trackSpace(space))).append("</b>");
        if (b.mutationSpaces().contains(space)) {
            sb.append(" (").append(escape(labels.mutationSpace())).append(')');
        } else if (space == b.goal()) {
            sb.append(" (").append(escape(labels.goalSpace())).append(')');
        }
        BoardGeometry g = geometry();
        for (int seat = 0; seat < state.players(); seat++) {
            if (g.markerSpace(state, seat) == space) {
                sb.append("<br>").append(escape(seatText(seat))).append(": ").append(state.track(seat));
            }
        }
        return sb.append("</html>").toString();
    }

    private String seatText(int seat) {
        String colour = painter.labels().colour(BoardPainter.colourOf(seats, seat));
        return seat < seats.size() ? colour + " (" + seats.get(seat).name() + ")" : colour;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Runs after every paint of the board, on the event thread (for measurements such as the window probe). */
    public void setAfterPaint(Runnable r) {
        afterPaint = r;
    }

    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : new Dimension(1280, 800);
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : new Dimension(640, 400);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g;
        if (state == null) {
            g2.setColor(painter.theme().background());
            g2.fillRect(0, 0, getWidth(), getHeight());
        } else {
            painter.paint(g2, state, seats, getWidth(), getHeight(), highlights, moves.moving(), moves.progress(),
                    recap);
            idleGlows.painted(g2, painter, state);
            if (groundAside && painter.keepGroundAside(state)) {
                groundAside = false;
            }
        }
        Runnable r = afterPaint;
        if (r != null) {
            r.run();
        }
    }
}
