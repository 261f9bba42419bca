package org.ichto.shell.ui.probe;

import com.formdev.flatlaf.FlatLightLaf;
import net.miginfocom.swing.MigLayout;

import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import java.awt.Color;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The yardstick of the window's startup: the least a window of this kind can do, run in a JVM of its
 * own. It sets up FlatLaf, lays out a frame with MigLayout and paints 200 ellipses, then prints one
 * line with the time from the start of the process to that first paint and exits. The probe launches
 * it from the same jar, alternately with the game, and gives the ratio of the two.
 */
public final class BareFrame {
    /** The line it prints for the probe. */
    public static final String LINE = "primeval-probe-bare";
    private static final int ELLIPSES = 200;

    private BareFrame() {
    }

    public static void main(String[] args) throws Exception {
        long origin = WindowProbe.processStartNanos();
        CountDownLatch painted = new CountDownLatch(1);
        long[] paintNanos = new long[1];
        SwingUtilities.invokeLater(() -> {
            FlatLightLaf.setup();
            JFrame frame = new JFrame("Primeval probe: bare frame");
            JPanel root = new JPanel(new MigLayout("fill, insets 8", "[grow, fill]", "[][grow, fill]"));
            root.add(new JLabel("200 ellipses"), "wrap");
            root.add(new Ellipses(() -> {
                paintNanos[0] = System.nanoTime();
                painted.countDown();
            }));
            frame.setContentPane(root);
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setSize(1280, 800);
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        });
        int code = 1;
        if (painted.await(60, TimeUnit.SECONDS)) {
            System.out.println(line((paintNanos[0] - origin) / 1e6));
            System.out.flush();
            code = 0;
        }
        System.exit(code);
    }

    /** {@code primeval-probe-bare paint=612.5}: milliseconds from the start of the process to the first paint. */
    static String line(double paintMillis) {
        return String.format(Locale.ROOT, "%s paint=%.1f", LINE, paintMillis);
    }

    /** Reads a line of {@link #line}; NaN when the line is not one. */
    public static double parseLine(String line) {
        String prefix = LINE + " paint=";
        if (!line.startsWith(prefix)) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(line.substring(prefix.length()).trim());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** 200 ellipses in fixed places and colours, antialiased; tells once when it has first painted. */
    private static final class Ellipses extends JComponent {
        private final Runnable onFirstPaint;
        private boolean told;

        Ellipses(Runnable onFirstPaint) {
            this.onFirstPaint = onFirstPaint;
        }

        @Override
        protected void paintComponent(Graphics g) {
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            Random random = new Random(1);
            int w = Math.max(getWidth(), 1);
            int h = Math.max(getHeight(), 1);
            for (int i = 0; i < ELLIPSES; i++) {
                g2.setColor(new Color(random.nextInt(0xFFFFFF)));
                g2.fill(new Ellipse2D.Double(random.nextDouble() * w, random.nextDouble() * h,
                        10 + random.nextDouble() * 60, 10 + random.nextDouble() * 40));
            }
            g2.dispose();
            if (!told) {
                told = true;
                onFirstPaint.run();
            }
        }
    }
}
