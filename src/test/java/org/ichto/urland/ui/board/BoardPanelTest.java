package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState;
import org.junit.jupiter.api.Test;

import javax.swing.SwingUtilities;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The panel without a window: events are dispatched to it directly, on the event dispatch thread. */
class BoardPanelTest {
    private static <T> T onEdt(java.util.concurrent.Callable<T> task) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> error = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                result.set(task.call());
            } catch (Exception e) {
                error.set(e);
            }
        });
        if (error.get() != null) {
            throw error.get();
        }
        return result.get();
    }

    private static void mouse(BoardPanel panel, int id, Point2D p) {
        panel.dispatchEvent(new MouseEvent(panel, id, System.currentTimeMillis(), 0, (int) p.getX(), (int) p.getY(), 1,
                false, MouseEvent.BUTTON1));
    }

    @Test
    void sizesAreAsAdvertised() throws Exception {
        BoardPanel panel = onEdt(BoardPanel::new);
        assertThat(panel.getPreferredSize()).isEqualTo(new Dimension(1280, 800));
        assertThat(panel.getMinimumSize()).isEqualTo(new Dimension(640, 400));
    }

    @Test
    void hoverFollowsTheMouseAndClicksNameTheRegion() throws Exception {
        GameState s = BoardStates.merged(4, 3, 3);
        int mergedArea = -1;
        for (int a = 0; a < Board.AREAS; a++) {
            if (!s.isRegion(a)) {
                mergedArea = a;
            }
        }
        int area = mergedArea;
        assertThat(area).isNotNegative();
        List<Integer> clicked = new ArrayList<>();
        BoardPanel panel = onEdt(() -> {
            BoardPanel p = new BoardPanel();
            p.setSize(1280, 800);
            p.setState(s, BoardStates.seats(4));
            p.addPlaceListener(clicked::add);
            return p;
        });
        BoardGeometry geo = panel.geometry();
        onEdt(() -> {
            mouse(panel, MouseEvent.MOUSE_MOVED, geo.anchor(area));
            return null;
        });
        assertThat(panel.getHoveredPlace()).isEqualTo(s.regionOf(area));
        onEdt(() -> {
            mouse(panel, MouseEvent.MOUSE_PRESSED, geo.anchor(area));
            mouse(panel, MouseEvent.MOUSE_RELEASED, geo.anchor(area));
            mouse(panel, MouseEvent.MOUSE_MOVED, geo.anchor(Board.AREAS + 2));
            mouse(panel, MouseEvent.MOUSE_PRESSED, geo.anchor(Board.AREAS + 2));
            mouse(panel, MouseEvent.MOUSE_RELEASED, geo.anchor(Board.AREAS + 2));
            // Pressed on one place and released on another: no click.
            mouse(panel, MouseEvent.MOUSE_PRESSED, geo.anchor(Board.AREAS));
            mouse(panel, MouseEvent.MOUSE_RELEASED, geo.anchor(Board.AREAS + 1));
            return null;
        });
        assertThat(clicked).containsExactly(s.regionOf(area), Board.AREAS + 2);
        assertThat(panel.getHoveredPlace()).isEqualTo(Board.AREAS + 2);
        onEdt(() -> {
            mouse(panel, MouseEvent.MOUSE_EXITED, new Point2D.Double(0, 0));
            return null;
        });
        assertThat(panel.getHoveredPlace()).isEqualTo(-1);
    }

    @Test
    void tooltipsNameThePlaceAndItsIchtos() throws Exception {
        GameState s = BoardStates.merged(4, 3, 3);
        BoardPanel panel = onEdt(() -> {
            BoardPanel p = new BoardPanel();
            p.setSize(1280, 800);
            p.setState(s, BoardStates.seats(4));
            return p;
        });
        BoardGeometry geo = panel.geometry();
        for (int place = 0; place < Board.PLACES; place++) {
            Point2D at = geo.anchor(place);
            MouseEvent e = new MouseEvent(panel, MouseEvent.MOUSE_MOVED, 0, 0, (int) at.getX(), (int) at.getY(), 0, false);
            String tip = onEdt(() -> panel.getToolTipText(e));
            int shown = place < Board.AREAS ? s.regionOf(place) : place;
            if (place >= Board.AREAS) {
                assertThat(tip).contains(s.board().oceanName(place - Board.AREAS));
            } else if (Integer.bitCount(s.regionAreas(shown)) > 1) {
                assertThat(tip).contains("Region " + (shown + 1) + " (areas ");
            } else {
                assertThat(tip).contains("Area " + (shown + 1));
            }
            boolean any = false;
            for (int seat = 0; seat < 4; seat++) {
                int n = s.ichtos(shown, seat);
                if (n > 0) {
                    any = true;
                    assertThat(tip).contains(BoardStates.seats(4).get(seat).colour() + " (" + BoardStates.seats(4).get(seat).name()
                            + "): " + n);
                }
            }
            if (!any) {
                assertThat(tip).contains("no Ichtos");
            }
        }
        Point2D corner = geo.toScreen(new Point2D.Double(20, 20));
        MouseEvent e = new MouseEvent(panel, MouseEvent.MOUSE_MOVED, 0, 0, (int) corner.getX(), (int) corner.getY(), 0, false);
        assertThat(onEdt(() -> panel.getToolTipText(e))).contains("Space 0");
    }

    @Test
    void paintsThroughSwingWithHighlightsAndTheme() throws Exception {
        GameState s = BoardStates.merged(3, 8, 3);
        BufferedImage img = onEdt(() -> {
            BoardPanel p = new BoardPanel();
            p.setSize(1024, 700);
            p.setState(s, BoardStates.seats(3));
            p.setTheme(BoardTheme.DARK);
            p.setTargets(Set.of(Board.AREAS));
            p.setSelected(Board.AREAS + 1);
            BufferedImage i = new BufferedImage(1024, 700, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = i.createGraphics();
            p.paint(g);
            g.dispose();
            assertThat(p.getHighlights().targets()).containsExactly(Board.AREAS);
            assertThat(p.getHighlights().selected()).isEqualTo(Board.AREAS + 1);
            return i;
        });
        BoardGeometry geo = BoardGeometry.of(s.board()).sized(1024, 700);
        Point2D water = geo.toScreen(BoardPainterTest.openWater(geo, 3));
        assertThat(img.getRGB((int) water.getX(), (int) water.getY()) & 0xFFFFFF)
                .isEqualTo(BoardTheme.DARK.ocean(3).getRGB() & 0xFFFFFF);
    }

    @Test
    void withoutAStateThePanelIsEmptyAndQuiet() throws Exception {
        BoardPanel panel = onEdt(() -> {
            BoardPanel p = new BoardPanel();
            p.setSize(800, 500);
            BufferedImage i = new BufferedImage(800, 500, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = i.createGraphics();
            p.paint(g);
            g.dispose();
            return p;
        });
        assertThat(panel.geometry()).isNull();
        MouseEvent e = new MouseEvent(panel, MouseEvent.MOUSE_MOVED, 0, 0, 100, 100, 0, false);
        assertThat(onEdt(() -> panel.getToolTipText(e))).isNull();
    }
}
