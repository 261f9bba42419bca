package org.ichto.urland.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.Display;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.ShellWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JProgressBar;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.JTextField;
import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.shell.ui.WindowTests.press;
import static org.ichto.shell.ui.WindowTests.settle;
import static org.ichto.shell.ui.WindowTests.waitFor;

/**
 * The personality workshop driven as a player would: change a setting, save it as a personality of one's own, find
 * it in the new-game dialog and see it play, try it out in the background (to the end, and stopped early), and open
 * a broken file without losing it.
 */
@org.junit.jupiter.api.Timeout(value = 240, unit = TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class WorkshopGuiTest {
    @TempDir
    Path dir;
    private Preferences prefs;
    private FrameFixture frame;
    private ShellWindow window;

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void open() {
        prefs = Preferences.userRoot().node("org/ichto/workshop-test/" + UUID.randomUUID());
        window = UrlandTestWindow.build(prefs, dir, Settings.AiSpeed.FAST, 1100, 760);
        frame = new FrameFixture(window);
        frame.show();
    }

    @AfterEach
    void close() throws Exception {
        for (Window w : Window.getWindows()) {
            GuiActionRunner.execute(w::dispose);
        }
        frame.cleanUp();
        prefs.removeNode();
    }

    private Path profiles() {
        return dir.resolve("profiles").resolve("urland");
    }

    private DialogFixture openWorkshop() {
        press(frame.menuItem("menu.game").target());
        press(frame.menuItem("menu.game.workshop").target());
        DialogFixture workshop = frame.dialog("workshop");
        workshop.requireVisible();
        return workshop;
    }

    @SuppressWarnings("unchecked")
    private static void choose(DialogFixture d, String combo, Object item) {
        JComboBox<Object> box = (JComboBox<Object>) d.comboBox(combo).target();
        GuiActionRunner.execute(() -> box.setSelectedItem(item));
        settle();
    }

    private static <T extends Component> T find(Container root, String name, Class<T> type) {
        List<T> found = new ArrayList<>();
        collect(root, name, type, found);
        assertThat(found).as(name).isNotEmpty();
        return found.get(0);
    }

    private static <T extends Component> void collect(Container root, String name, Class<T> type, List<T> found) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && name.equals(c.getName())) {
                found.add(type.cast(c));
            }
            if (c instanceof Container inner) {
                collect(inner, name, type, found);
            }
        }
    }

    private static String text(DialogFixture d, String label) {
        return GuiActionRunner.execute(() -> {
            Component c = find(d.target(), label, Component.class);
            return c instanceof JLabel l ? l.getText() : ((javax.swing.text.JTextComponent) c).getText();
        });
    }

    @Test
    void aSettingChangedAndSavedAsPlaysInANewGame() throws Exception {
        DialogFixture workshop = openWorkshop();
        choose(workshop, "workshop.personality", GuiActionRunner.execute(() -> {
            JComboBox<?> box = (JComboBox<?>) workshop.comboBox("workshop.personality").target();
            for (int i = 0; i < box.getItemCount(); i++) {
                if (box.getItemAt(i).toString().contains("cautious-breeder")) {
                    return box.getItemAt(i);
                }
            }
            throw new AssertionError("no cautious-breeder in the list");
        }));
        assertThat(workshop.textBox("workshop.name").text()).isEqualTo("Cautious Breeder");
        assertThat(workshop.button("workshop.save").isEnabled()).as("a shipped file is never overwritten").isFalse();

        JSlider breeding = (JSlider) workshop.slider("workshop.setting.weight.breeding").target();
        GuiActionRunner.execute(() -> breeding.setValue(breeding.getValue() + 10));
        settle();
        assertThat(text(workshop, "workshop.value.weight.breeding")).isEqualTo("1.7");
        assertThat(text(workshop, "workshop.status")).contains("not saved");

        press(workshop.button("workshop.saveAs").target());
        DialogFixture saveAs = frame.dialog("workshop.saveAs");
        JTextField name = (JTextField) saveAs.textBox("workshop.saveAs.name").target();
        JTextField file = (JTextField) saveAs.textBox("workshop.saveAs.file").target();
        GuiActionRunner.execute(() -> name.setText("Cautious Breeder"));
        press(saveAs.button("workshop.saveAs.ok").target());
        assertThat(text(saveAs, "workshop.saveAs.problem")).contains("shipped");
        GuiActionRunner.execute(() -> name.setText("Big Family"));
        assertThat(GuiActionRunner.execute(() -> file.getText())).isEqualTo("big-family");
        GuiActionRunner.execute(() -> file.setText("big_family"));
        press(saveAs.button("workshop.saveAs.ok").target());
        assertThat(text(saveAs, "workshop.saveAs.problem")).contains("underscore");
        GuiActionRunner.execute(() -> file.setText("../big-family"));
        press(saveAs.button("workshop.saveAs.ok").target());
        assertThat(text(saveAs, "workshop.saveAs.problem")).contains("only lower-case letters");
        GuiActionRunner.execute(() -> file.setText("big-family"));
        press(saveAs.button("workshop.saveAs.ok").target());
        waitFor("the file", () -> Files.exists(profiles().resolve("big-family.profile")), 10);
        settle();

        String saved = Files.readString(profiles().resolve("big-family.profile"));
        assertThat(saved).startsWith("# Cautious Breeder: raises big families")
                .contains("name = Big Family\n")
                .contains("weight.breeding = 1.7    # families are its wealth")
                .contains("weight.land = 0.8\n");
        assertThat(text(workshop, "workshop.where")).contains("big-family.profile");
        assertThat(workshop.button("workshop.save").isEnabled()).isFalse();

        // A second change is saved in place, only its line changing.
        JSlider risk = (JSlider) workshop.slider("workshop.setting.risk").target();
        GuiActionRunner.execute(() -> risk.setValue(risk.getValue() + 2));
        settle();
        press(workshop.button("workshop.save").target());
        waitFor("the second save", () -> read(profiles().resolve("big-family.profile")).contains("risk = 0.3"), 10);
        assertThat(Files.readString(profiles().resolve("big-family.profile")))
                .isEqualTo(saved.replace("risk = 0.2 ", "risk = 0.3 "));

        // The new-game dialog offers it at once, and it plays.
        press(frame.menuItem("menu.game").target());
        press(frame.menuItem("menu.game.new").target());
        DialogFixture newGame = frame.dialog("newGame");
        choose(newGame, "newGame.kind.0", "balanced");
        choose(newGame, "newGame.kind.1", "big-family");
        assertThat(newGame.textBox("newGame.name.1").text()).isEqualTo("Big Family");
        press(newGame.button("newGame.start").target());
        waitFor("a game", () -> GuiActionRunner.execute(() -> window.session()) != null, 10);
        GameSession<?, ?, ?, ?> session = GuiActionRunner.execute(() -> window.session());
        assertThat(session.seats().get(1).profile()).isEqualTo("big-family");
        waitFor("the computers to play", () -> GuiActionRunner.execute(() -> window.session().size()) > 20, 60);
    }

    @Test
    void tryItPlaysToTheEndThenStoppedKeepsWhatWasPlayedAndTheWindowStaysUsable() {
        DialogFixture workshop = openWorkshop();
        JSpinner games = (JSpinner) workshop.spinner("workshop.trial.games").target();
        GuiActionRunner.execute(() -> games.setValue(3));
        press(workshop.button("workshop.trial.start").target());
        JTable table = GuiActionRunner.execute(() -> find(workshop.target(), "workshop.trial.table", JTable.class));
        waitFor("the figures", () -> GuiActionRunner.execute(() -> table.getRowCount()) > 0, 120);
        assertThat(text(workshop, "workshop.trial.note")).startsWith("3 games in");
        assertThat(GuiActionRunner.execute(() -> table.getColumnName(1))).isEqualTo("These settings");
        assertThat(GuiActionRunner.execute(() -> String.valueOf(table.getValueAt(0, 0)))).isEqualTo("Wins");
        assertThat(GuiActionRunner.execute(() -> String.valueOf(table.getValueAt(0, 1))))
                .matches("\\d+(\\.\\d)?% \\(\\d+–\\d+\\)");
        List<String> labels = GuiActionRunner.execute(() -> {
            List<String> l = new ArrayList<>();
            for (int r = 0; r < table.getRowCount(); r++) {
                l.add(String.valueOf(table.getValueAt(r, 0)).strip());
            }
            return l;
        });
        assertThat(labels).contains("breeds", "lands", "Mean score", "mean bid", "Its decisions:");

        GuiActionRunner.execute(() -> games.setValue(400));
        press(workshop.button("workshop.trial.start").target());
        JProgressBar progress = GuiActionRunner.execute(() -> find(workshop.target(), "workshop.trial.progress",
                JProgressBar.class));
        waitFor("a game played", () -> GuiActionRunner.execute(() -> progress.getValue()) >= 2, 120);
        assertThat(GuiActionRunner.execute(() -> progress.getString())).contains("of 400 games").contains("left");
        // The game's window answers while the games are played: its menu opens.
        press(frame.menuItem("menu.game").target());
        waitFor("the menu", () -> GuiActionRunner.execute(() -> frame.menuItem("menu.game.new").target().isShowing()),
                5);
        GuiActionRunner.execute(() -> {
            javax.swing.MenuSelectionManager.defaultManager().clearSelectedPath();
            return null;
        });
        press(workshop.button("workshop.trial.stop").target());
        waitFor("the stop", () -> text(workshop, "workshop.trial.note").startsWith("Stopped after"), 60);
        assertThat(text(workshop, "workshop.trial.note")).contains("of 400 games");
        int played = Integer.parseInt(text(workshop, "workshop.trial.note").replaceAll("^Stopped after (\\d+).*", "$1"));
        assertThat(played).isBetween(2, 399);
        assertThat(GuiActionRunner.execute(() -> table.getRowCount())).isGreaterThan(0);
        assertThat(workshop.button("workshop.trial.start").isEnabled()).isTrue();
    }

    @Test
    void aBrokenFileOpensWithItsLineNamedAndIsLeftAsItWas() throws Exception {
        Files.createDirectories(profiles());
        String broken = "name = Broken\ndescription = Has a typo.\nweight.trak = 2\n";
        Files.writeString(profiles().resolve("broken.profile"), broken);
        DialogFixture workshop = openWorkshop();
        JComboBox<?> box = (JComboBox<?>) workshop.comboBox("workshop.personality").target();
        Object entry = GuiActionRunner.execute(() -> {
            for (int i = 0; i < box.getItemCount(); i++) {
                if (box.getItemAt(i).toString().contains("broken")) {
                    return box.getItemAt(i);
                }
            }
            throw new AssertionError("the broken file is not listed");
        });
        javax.swing.SwingUtilities.invokeLater(() -> {
            @SuppressWarnings("unchecked")
            JComboBox<Object> b = (JComboBox<Object>) box;
            b.setSelectedItem(entry);
        });
        DialogFixture message = frame.dialog("workshop.message");
        JOptionPane pane = GuiActionRunner.execute(() -> findPane(message.target()));
        String said = GuiActionRunner.execute(() -> String.valueOf(pane.getMessage()));
        assertThat(said).contains("broken.profile:3").contains("weight.trak").contains("weight.track");
        GuiActionRunner.execute(() -> ((JDialog) message.target()).dispose());
        settle();
        assertThat(Files.readString(profiles().resolve("broken.profile"))).isEqualTo(broken);
        assertThat(workshop.textBox("workshop.name").text()).isEqualTo("Balanced");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static JOptionPane findPane(Container root) {
        for (Component c : root.getComponents()) {
            if (c instanceof JOptionPane p) {
                return p;
            }
            if (c instanceof Container inner) {
                JOptionPane p = findPane(inner);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }
}
