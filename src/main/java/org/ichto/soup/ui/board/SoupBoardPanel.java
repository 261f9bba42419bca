package org.ichto.soup.ui.board;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.MoveClock;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;

import javax.swing.JComponent;
import javax.swing.ToolTipManager;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The board as a Swing component: shows a position with its marks, follows the mouse (the space under it
 * is outlined, a usable one shows a hand), tells its listeners which space or ladder space was clicked and
 * names what is there in a tooltip. Names in tooltips are escaped: they come from files. Event thread only.
 */
public class SoupBoardPanel extends JComponent {
    private static final long serialVersionUID = 1L;

    /** Told of clicks on the board. */
    public interface Listener {
        void spaceClicked(int space);

        void ladderClicked(int ladderSpace);
    }

    private transient SoupState state;
    private transient List<Seat> seats = List.of();
    private transient SoupPainter painter;
    private transient Marks marks = Marks.NONE;
    private final transient List<Listener> listeners = new CopyOnWriteArrayList<>();
    private transient Runnable afterPaint;
    private int pressedSpace = -1;
    private int pressedLadder = -1;
    /** The last decision's pieces on their way, if any; see {@link #animate}. */
    private final transient MoveClock<SoupFlights> moves = new MoveClock<>(this::frame, this::repaint);
    private transient SoupRecap recap = SoupRecap.NONE;

    public SoupBoardPanel(SoupTexts texts, SoupTheme theme) {
        painter = new SoupPainter(theme, texts);
        setOpaque(true);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                hover(e.getPoint());
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover(null);
            }

            @Override
            public void mousePressed(MouseEvent e) {
                boolean left = e.getButton() == MouseEvent.BUTTON1;
                pressedSpace = left ? spaceAt(e.getPoint()) : -1;
                pressedLadder = left ? ladderAt(e.getPoint()) : -1;
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                if (e.getButton() == MouseEvent.BUTTON1) {
                    int space = spaceAt(e.getPoint());
                    int ladder = ladderAt(e.getPoint());
                    if (space >= 0 && space == pressedSpace) {
                        listeners.forEach(l -> l.spaceClicked(space));
                    } else if (ladder >= 0 && ladder == pressedLadder) {
                        listeners.forEach(l -> l.ladderClicked(ladder));
                    }
                }
                pressedSpace = -1;
                pressedLadder = -1;
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        ToolTipManager.sharedInstance().registerComponent(this);
    }

    public void addListener(Listener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    /**
     * Laid out for the first time with a game to show, the board has its ground drawn beside the event thread while
     * the window goes on to show itself and paint its other parts (see {@link SoupPainter#prepareGround}).
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

    /** Shows a position with its seats (for their colours and names) and repaints. */
    public void setState(SoupState newState, List<Seat> newSeats) {
        state = newState;
        seats = newSeats == null ? List.of() : List.copyOf(newSeats);
        repaint();
    }

    public SoupState state() {
        return state;
    }

    /**
     * Shows {@code after} with the pieces that moved since {@code before} travelling there for {@code millis}
     * (nothing to see when none moved or millis is 0). Only the picture moves: the state shown is {@code after}
     * from the first frame on, so clicks and tooltips read the real position.
     */
    public void animate(SoupState before, SoupState after, List<Seat> newSeats, int millis) {
        stopAnimation();
        setState(after, newSeats);
        if (millis <= 0 || before == null || getWidth() <= 0) {
            return;
        }
        SoupFlights f = SoupFlights.of(SoupMotions.between(before, after), before, after);
        if (f.isEmpty()) {
            return;
        }
        moves.start(f, millis);
    }

    /** Puts the pieces of a move under way where they go at once (an undo, a new game, the next move). */
    public void stopAnimation() {
        moves.stop();
    }

    /** Whether pieces are on their way (tests read it). */
    public boolean isAnimating() {
        return moves.moving() != null;
    }

    /** A frame of a move: repaints only the box its pieces swept since the last. */
    private void frame(SoupFlights f, double was, double now) {
        if (state == null) {
            moves.stop();
            return;
        }
        java.awt.geom.Rectangle2D box = f.swept(boardLayout(), was, now);
        if (box == null) {
            repaint();
        } else {
            java.awt.Rectangle r = box.getBounds();
            repaint(r.x - 3, r.y - 3, r.width + 6, r.height + 6);
        }
    }

    /** Moves gone through again, drawn over the position; {@link SoupRecap#NONE} for the normal board. */
    public void setRecap(SoupRecap arrows) {
        recap = arrows == null ? SoupRecap.NONE : arrows;
        repaint();
    }

    public SoupRecap recap() {
        return recap;
    }

    public List<Seat> seats() {
        return seats;
    }

    /** Replaces the marks; the place under the mouse stays marked. */
    public void setMarks(Marks m) {
        Marks n = m == null ? Marks.NONE : m;
        marks = n.withHovered(marks.hovered(), marks.hoveredLadder());
        updateCursor();
        repaint();
    }

    public Marks marks() {
        return marks;
    }

    public void setTheme(SoupTheme theme) {
        painter = painter.withTheme(theme);
        repaint();
    }

    public SoupTheme theme() {
        return painter.theme();
    }

    /** Runs after every paint, on the event thread (the window probe times the paints). */
    public void setAfterPaint(Runnable r) {
        afterPaint = r;
    }

    /** The layout at the component's size, or null before there is a position. */
    public SoupLayout boardLayout() {
        return state == null ? null : SoupLayout.of(state.board(), getWidth(), getHeight());
    }

    private int spaceAt(Point p) {
        SoupLayout l = boardLayout();
        return l == null ? -1 : l.spaceAt(p);
    }

    private int ladderAt(Point p) {
        SoupLayout l = boardLayout();
        return l == null ? -1 : l.ladderAt(p);
    }

    private void hover(Point p) {
        int space = p == null ? -1 : spaceAt(p);
        int ladder = p == null || space >= 0 ? -1 : ladderAt(p);
        if (space != marks.hovered() || ladder != marks.hoveredLadder()) {
            marks = marks.withHovered(space, ladder);
            updateCursor();
            repaint();
        }
    }

    private void updateCursor() {
        boolean target = marks.targets().contains(marks.hovered())
                || marks.ladderTargets().contains(marks.hoveredLadder());
        org.ichto.shell.ui.BoardCursor.show(this, target);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        SoupLayout l = boardLayout();
        if (l == null) {
            return null;
        }
        int space = l.spaceAt(e.getPoint());
        int[] amoeba = space >= 0 ? amoebaAt(l, space, e.getPoint()) : null;
        if (amoeba != null) {
            return html(amoebaText(amoeba[0], amoeba[1]));
        }
        if (space >= 0) {
            return html(spaceText(space));
        }
        int ladder = l.ladderAt(e.getPoint());
        if (ladder >= 0) {
            return html(ladderText(ladder));
        }
        return l.island().contains(e.getPoint()) ? html(islandText()) : null;
    }

    /** The island's tooltip: the compass, then the current and the ozone layer of the card on it now. */
    public List<String> islandText() {
        SoupTexts t = painter.texts();
        List<String> lines = new ArrayList<>(List.of(t.get("board.tip.island")));
        org.ichto.soup.board.EnvironmentCard card = state.environment();
        if (card != null) {
            lines.add(card.drift() == null ? t.get("board.tip.noDrift")
                    : t.format("board.tip.drift", t.direction(card.drift())));
            lines.add(t.format("board.tip.ozone", card.ozone()));
        }
        return lines;
    }

    /** The amoeba (seat, number) under a point of a space, in the order the painter lays them out, or null. */
    private int[] amoebaAt(SoupLayout l, int space, java.awt.geom.Point2D p) {
        List<int[]> here = new ArrayList<>();
        for (int seat = 0; seat < state.players(); seat++) {
            for (int n = 1; n <= state.amoebasPerPlayer(); n++) {
                if (state.amoebaSpace(seat, n) == space) {
                    here.add(new int[] {seat, n});
                }
            }
        }
        double radius = l.amoebaSize(here.size()) / 2;
        for (int i = 0; i < here.size(); i++) {
            if (l.amoebaCentre(space, i, here.size()).distance(p) <= radius) {
                return here.get(i);
            }
        }
        return null;
    }

    /**
     * One amoeba's tooltip, line by line: whose and which it is, where, how close its damage is to death, and
     * during movement whether it has had its turn this round.
     */
    public List<String> amoebaText(int seat, int number) {
        SoupTexts t = painter.texts();
        List<String> lines = new ArrayList<>();
        lines.add(t.format("board.tip.one", SoupTexts.seatName(seats, seat), number));
        lines.add(t.format("board.tip.on", SoupBoard.label(state.amoebaSpace(seat, number))));
        int damage = state.damage(seat, number);
        int deadly = state.deadlyDamage(seat);
        lines.add(t.format("board.tip.damage", damage, deadly, deadly - damage));
        if (state.phase() == org.ichto.soup.rules.Phase.MOVEMENT_AND_FEEDING) {
            lines.add(t.get(state.hasActed(seat, number) ? "board.tip.acted" : "board.tip.toAct"));
        }
        return lines;
    }

    /** A space's tooltip, line by line: its number, its food, its amoebas. */
    public List<String> spaceText(int space) {
        SoupTexts t = painter.texts();
        List<String> lines = new ArrayList<>();
        lines.add(t.format("board.tip.space", SoupBoard.label(space)));
        List<Integer> food = new ArrayList<>();
        for (int c = 0; c < state.players(); c++) {
            food.add(state.food(space, c));
        }
        lines.add(t.format("board.tip.food", t.cubes(food, seats)));
        boolean any = false;
        for (int seat = 0; seat < state.players(); seat++) {
            for (int n = 1; n <= state.amoebasPerPlayer(); n++) {
                if (state.amoebaSpace(seat, n) == space) {
                    lines.add(t.format("board.tip.amoeba", SoupTexts.seatName(seats, seat), n, state.damage(seat, n)));
                    any = true;
                }
            }
        }
        if (!any) {
            lines.add(t.get("board.tip.noAmoeba"));
        }
        return lines;
    }

    /** A ladder space's tooltip: its number, what it is, whose marker stands there. */
    public List<String> ladderText(int ladder) {
        SoupTexts t = painter.texts();
        SoupBoard.Ladder l = state.board().ladder();
        String head = t.format("board.tip.ladder", Integer.toString(ladder));
        if (l.startSpaces(state.players()).contains(ladder)) {
            head += " (" + t.get("board.tip.start") + ")";
        } else if (l.inFinishZone(ladder)) {
            head += " (" + t.get("board.tip.finish") + ")";
        }
        List<String> lines = new ArrayList<>(List.of(head));
        for (int seat = 0; seat < state.players(); seat++) {
            int at = state.score(seat);
            if (at == ladder || (ladder == boardLayout().ladderSpaces() + 1 && at > ladder - 1)) {
                lines.add(t.format("board.tip.marker", SoupTexts.seatName(seats, seat)) + ": " + at);
            }
        }
        return lines;
    }

    private static String html(List<String> lines) {
        StringBuilder b = new StringBuilder("<html>");
        for (int i = 0; i < lines.size(); i++) {
            String esc = lines.get(i).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
            b.append(i == 0 ? "<b>" + esc + "</b>" : "<br>" + esc);
        }
        return b.append("</html>").toString();
    }

    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : new Dimension(900, 640);
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : new Dimension(480, 360);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g;
        if (state == null) {
            g2.setColor(painter.theme().background());
            g2.fillRect(0, 0, getWidth(), getHeight());
        } else {
            painter.paint(g2, state, seats, marks, getWidth(), getHeight(), moves.moving(), moves.progress(), recap);
        }
        Runnable r = afterPaint;
        if (r != null) {
            r.run();
        }
    }
}
