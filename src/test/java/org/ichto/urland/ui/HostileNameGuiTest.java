package org.ichto.urland.ui;

import com.sun.net.httpserver.HttpServer;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.Display;
import org.ichto.shell.ui.Looks;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.ichto.urland.Urlands;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.JFrame;
import javax.swing.JLabel;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A seat name from a file that Swing would read as HTML, with a picture on a local address: opening the
 * file must fetch nothing. A label given the same text as markup does fetch it, which shows the test
 * would notice.
 */
class HostileNameGuiTest {
    @TempDir
    Path dir;
    private HttpServer server;
    private final AtomicInteger fetched = new AtomicInteger();
    private Preferences prefs;

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void serve() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            fetched.incrementAndGet();
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        server.start();
        prefs = Preferences.userRoot().node("org/ichto/primeval-test/" + UUID.randomUUID());
    }

    @AfterEach
    void stop() throws Exception {
        server.stop(0);
        prefs.removeNode();
    }

    private String hostileName() {
        return "<html><img src='http://127.0.0.1:" + server.getAddress().getPort() + "/x.png'>";
    }

    @Test
    void aLabelReadingTheNameAsMarkupWouldFetchThePicture() throws Exception {
        JFrame frame = GuiActionRunner.execute(() -> {
            JFrame f = new JFrame("control");
            f.add(new JLabel(hostileName()));
            f.pack();
            f.setVisible(true);
            return f;
        });
        try {
            waitForFetch(5000);
            assertThat(fetched.get()).as("the control label fetched the picture").isPositive();
        } finally {
            GuiActionRunner.execute(frame::dispose);
        }
    }

    @Test
    void openingASaveWithTheNameFetchesNothing() throws Exception {
        String json = Files.readString(Path.of("src/test/resources/compat/v0.1.0/saves/"
                + "3p-human-vs-2-computers-finished.json"));
        String hostile = hostileName().replace("'", "\\u0027");
        Path file = dir.resolve("hostile.urland");
        Files.writeString(file, json.replaceFirst("\"name\": \"[^\"]*\"", "\"name\": \"" + hostile + "\""));
        ShellWindow window = GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(List.of(UrlandUi.INSTANCE), new Settings(prefs), new SaveStore(
                    dir.resolve("data"), new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped()));
            w.pack();
            w.setLocation(20, 20);
            w.setVisible(true);
            return w;
        });
        try {
            assertThat(GuiActionRunner.execute(() -> window.open(file)).get(30, java.util.concurrent.TimeUnit.SECONDS))
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> window.session() != null
                    && window.session().seats().get(0).name().contains("img src"))).isTrue();
            waitForFetch(3000);
            assertThat(fetched.get()).as("requests to the picture's address").isZero();
            assertThat(GuiActionRunner.execute(window::logText)).contains("img src");
        } finally {
            GuiActionRunner.execute(window::dispose);
        }
    }

    private void waitForFetch(long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (fetched.get() == 0 && System.currentTimeMillis() < end) {
            Thread.sleep(50);
        }
    }
}
