package org.ichto.shell.ui;

import static org.ichto.shell.ui.WindowTests.press;
import static org.ichto.shell.ui.WindowTests.settle;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.ichto.shell.game.GameRegistry;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.soup.SoupGame;
import org.ichto.soup.ui.SoupUi;
import org.ichto.urland.Urlands;
import org.ichto.urland.ui.UrlandUi;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The first hour of a new player, in both games: the window fits the screen and remembers its place, the
 * text zooms, "What happened" keeps the whole game with the newest in view, computers can be watched from
 * the dialog with their speed and a pause at hand, and a game in progress is not replaced without asking.
 */
@org.junit.jupiter.api.Timeout(value = 300, unit = java.util.concurrent.TimeUnit.SECONDS,
        threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class FirstHourGuiTest {
    /** The two games, each with a table of one human and computers. */
    enum Game {
        URLAND(UrlandUi.INSTANCE, List.of("red", "blue", "yellow", "green"), "balanced"),
        SOUP(SoupUi.INSTANCE, List.of("red", "blue", "yellow", "green"), "balanced");

        final GameUi<?, ?, ?, ?> ui;
        final List<String> colours;
        final String personality;

        Game(GameUi<?, ?, ?, ?> ui, List<String> colours, String personality) {
            this.ui = ui;
            this.colours = colours;
            this.personality = personality;
        }

        List<Seat> seats(boolean human) {
            List<Seat> seats = new ArrayList<>();
            String[] names = {"Anna", "Bert", "Carl", "Dora"};
            for (int i = 0; i < 4; i++) {
                seats.add(i == 0 && human ? Seat.human(names[i], colours.get(i))
                        : Seat.computer(names[i], colours.get(i), personality));
            }
            return seats;
        }
    }

    @TempDir
    Path dir;
    private final Preferences prefs = Preferences.userRoot().node("org/ichto/first-hour-test/" + UUID.randomUUID());
    private final Settings settings = new Settings(prefs);
    private FrameFixture frame;
    private ShellWindow window;

    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
        FailOnThreadViolationRepaintManager.install();
    }

    @AfterEach
    void close() throws Exception {
        if (frame != null) {
            frame.cleanUp();
        }
        GuiActionRunner.execute(() -> Looks.zoom(100, false));
        prefs.removeNode();
    }

    private void open(Rectangle bounds) {
        window = GuiActionRunner.execute(() -> {
            Looks.install(false);
            ShellWindow w = new ShellWindow(List.of(UrlandUi.INSTANCE, SoupUi.INSTANCE), settings, new SaveStore(dir,
                    new GameRegistry(List.of(Urlands.GAME, SoupGame.INSTANCE)), Opponents.shipped()));
            w.setBounds(bounds);
            return w;
        });
        frame = new FrameFixture(window);
        frame.show();
        GuiActionRunner.execute(() -> window.setBounds(bounds)); // the fixture packs the window when it shows it
    }

    private void start(Game game, List<Seat> seats, long seed) {
        GuiActionRunner.execute(() -> startOn(game.ui, seats, seed));
    }

    private <S, V, D, E> void startOn(GameUi<S, V, D, E> ui, List<Seat> seats, long seed) {
        window.start(ui, GameSession.newGame(ui.game(), seats, seed,
                org.ichto.shell.ai.PlayerFactory.standard(ui.game())), null);
    }

    private GameSession<?, ?, ?, ?> session() {
        return GuiActionRunner.execute(() -> window.session());
    }

    /** The human's decision: the game's safe one, as a click would play it. */
    private void playSafe() {
        GuiActionRunner.execute(() -> playSafe(window.session()));
    }

    private static <S, V, D, E> void playSafe(GameSession<S, V, D, E> s) {
        if (s.humanToAct()) {
            s.apply(s.game().ai().safeDecision(s.view(s.seatToAct())));
        }
    }

    /** Waits with the test asked on the event thread, where the window's state may be read. */
    private static void waitFor(String what, BooleanSupplier test, long seconds) {
        WindowTests.waitFor(what, () -> GuiActionRunner.execute(test::getAsBoolean), seconds);
    }

    /** Opens menus and chooses an item, as the mouse does (the menu bar is built anew after some changes). */
    private void menu(String... names) {
        for (String name : names) {
            press(menuItem(name));
        }
    }

    private javax.swing.JMenuItem menuItem(String name) {
        return frame.menuItem(new GenericTypeMatcher<javax.swing.JMenuItem>(javax.swing.JMenuItem.class) {
            @Override
            protected boolean isMatching(javax.swing.JMenuItem item) {
                return name.equals(item.getName()) && isIn(item, window.getJMenuBar());
            }
        }).target();
    }

    /** Whether the item belongs to this menu bar (through its menus' popups). */
    private static boolean isIn(Component item, javax.swing.JMenuBar bar) {
        for (Component c = item; c != null; ) {
            if (c == bar) {
                return true;
            }
            c = c instanceof javax.swing.JPopupMenu p ? p.getInvoker() : c.getParent();
        }
        return false;
    }

    // ------------------------------------------------------------------ 6: the window fits

    @ParameterizedTest
    @EnumSource(Game.class)
    void onA1280x720ScreenTheWholeSidePanelAndTheLogAreInTheWindow(Game game) {
        // A 1280x720 screen less a task bar of 30 pixels: what the first start gives such a screen.
        Rectangle usable = new Rectangle(0, 0, 1280, 690);
        open(WindowPlace.first(usable).bounds());
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
        start(game, game.seats(true), 11);
        // On until a scoring is summarised: its card holds the widest table of "What happened".
        for (int k = 0; k < 400; k++) {
            waitFor("the human to act", () -> window.session().humanToAct(), 60);
            if (GuiActionRunner.execute(() -> window.table().summaryTitles()).stream()
                    .anyMatch(t -> t.endsWith("scoring") || t.endsWith("is scored"))) {
                break;
            }
            playSafe();
        }
        GuiActionRunner.execute(() -> window.table().show(cast(window.session()), 0, true, false));
        javax.swing.JTabbedPane tabs = frame.robot().finder().findByName(window, "tabs", javax.swing.JTabbedPane.class, false);
        GuiActionRunner.execute(() -> tabs.setSelectedComponent(
                SwingUtilities.getAncestorOfClass(JScrollPane.class, frame.robot().finder()
                        .findByName(window, "news", NewsPanel.class, false))));
        settle();
        Pause.pause(300);
        List<String> outside = GuiActionRunner.execute(() -> outside(window.getContentPane()));
        assertThat(outside).as("components cut off by the window or by their panel").isEmpty();
        JComponent log = frame.textBox("log").target();
        Rectangle logBounds = GuiActionRunner.execute(() -> SwingUtilities.convertRectangle(log.getParent(),
                log.getParent().getBounds(), window.getContentPane()));
        assertThat(logBounds.height).as("the log shows some lines").isGreaterThan(40);
        assertThat(GuiActionRunner.execute(() -> window.getContentPane().getBounds().contains(logBounds))).isTrue();
    }

    /**
     * The components shown that stick out of the panel holding them (and so are cut off), or out of the
     * window. Inside a scroll pane the content may be larger than its view: only the scroll pane counts.
     */
    private static List<String> outside(Container root) {
        List<String> out = new ArrayList<>();
        Rectangle whole = new Rectangle(0, 0, root.getWidth(), root.getHeight());
        collect(root, root, whole, false, out);
        return out;
    }

    /** @param scrolled inside a scroll pane that only scrolls up and down: only widths are checked */
    private static void collect(Container parent, Container root, Rectangle whole, boolean scrolled,
                                List<String> out) {
        for (Component c : parent.getComponents()) {
            if (!c.isShowing() || c.getWidth() == 0 || c.getHeight() == 0) {
                continue;
            }
            Rectangle inParent = new Rectangle(0, 0, parent.getWidth(), parent.getHeight());
            Rectangle mine = c.getBounds();
            Rectangle inRoot = SwingUtilities.convertRectangle(parent, mine, root);
            // One pixel of slack: borders drawn on the edge.
            inParent.grow(1, 1);
            Rectangle w = new Rectangle(whole);
            w.grow(1, 1);
            boolean cut = scrolled ? mine.x < inParent.x || mine.x + mine.width > inParent.x + inParent.width
                    : !inParent.contains(mine) || !w.contains(inRoot);
            if (cut) {
                out.add(describe(c) + " at " + inRoot + " in " + describe(parent) + " " + parent.getSize());
            }
            if (c instanceof JScrollPane pane && pane.getHorizontalScrollBarPolicy()
                    == JScrollPane.HORIZONTAL_SCROLLBAR_NEVER && pane.getViewport().getView() instanceof Container view) {
                collect(view, root, whole, true, out);
            } else if (c instanceof Container inner && !(c instanceof JViewport) && !(c instanceof JScrollPane)) {
                collect(inner, root, whole, scrolled, out);
            }
        }
    }

    private static String describe(Component c) {
        String text = c instanceof JLabel l ? " '" + l.getText() + "'" : c instanceof AbstractButton b
                ? " '" + b.getText() + "'" : "";
        return c.getClass().getSimpleName() + (c.getName() != null ? " " + c.getName() : "") + text;
    }

    @Test
    void zoomChangesTheTextSizeAndIsRemembered() {
        settings.setZoom(100);
        GuiActionRunner.execute(() -> Looks.zoom(100, false));
        open(new Rectangle(20, 20, 1400, 900));
        start(Game.URLAND, Game.URLAND.seats(true), 3);
        int before = GuiActionRunner.execute(() -> window.effectiveZoom());
        assertThat(before).isEqualTo(100);
        // The game fills the window's height (the log ends just above the status line), not its preferred height.
        JComponent log = frame.textBox("log").target();
        int logBottom = GuiActionRunner.execute(() -> SwingUtilities.convertPoint(log.getParent(), 0,
                log.getParent().getHeight(), window.getContentPane()).y);
        assertThat(logBottom).isGreaterThan(GuiActionRunner.execute(() -> window.getContentPane().getHeight()) - 60);
        float size = GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D());
        menu("menu.view", "menu.view.zoomIn");
        settle();
        int larger = settings.zoom();
        assertThat(larger).isGreaterThan(before);
        assertThat(GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D())).isGreaterThan(size);
        // The side panel was built again in the larger text.
        JLabel player = frame.label("player.0").target();
        assertThat(GuiActionRunner.execute(() -> player.getFont().getSize2D())).isGreaterThan(size);
        assertThat(new Settings(prefs).zoom()).isEqualTo(larger);

        menu("menu.view", "menu.view.zoomOut");
        menu("menu.view", "menu.view.zoomOut");
        assertThat(settings.zoom()).isLessThan(before);
        assertThat(GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D())).isLessThan(size);
        menu("menu.view", "menu.view.zoomReset");
        assertThat(settings.zoom()).as("fitted to the screen again").isZero();
        assertThat(GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D()))
                .isEqualTo(size * GuiActionRunner.execute(() -> window.effectiveZoom()) / 100f, within(0.6f));
        assertThat(menuItem("menu.view.zoomIn").getAccelerator().getKeyCode())
                .isEqualTo(java.awt.event.KeyEvent.VK_PLUS);
    }

    private static org.assertj.core.data.Offset<Float> within(float f) {
        return org.assertj.core.data.Offset.offset(f);
    }

    @Test
    void theWindowsPlaceIsRememberedAcrossAReopenAndIgnoredOffScreen() {
        Rectangle chosen = new Rectangle(60, 50, 1100, 700);
        open(chosen);
        settle();
        GuiActionRunner.execute(() -> window.setBounds(chosen));
        settle();
        frame.cleanUp(); // disposes the window: its place is kept
        frame = null;
        assertThat(settings.windowBounds()).contains(chosen);
        assertThat(settings.windowMaximized()).isFalse();

        ShellWindow again = GuiActionRunner.execute(() -> {
            ShellWindow w = new ShellWindow(List.of(UrlandUi.INSTANCE), settings, new SaveStore(dir,
                    new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped()));
            WindowPlace.apply(w, settings);
            return w;
        });
        assertThat(GuiActionRunner.execute(() -> again.getBounds())).isEqualTo(chosen);
        GuiActionRunner.execute(() -> again.dispose());

        // A place on a screen that is gone: the window comes back on this one.
        settings.setWindow(new Rectangle(9000, 9000, 1100, 700), false);
        ShellWindow moved = GuiActionRunner.execute(() -> {
            ShellWindow w = new ShellWindow(List.of(UrlandUi.INSTANCE), settings, new SaveStore(dir,
                    new GameRegistry(List.of(Urlands.GAME)), Opponents.shipped()));
            WindowPlace.apply(w, settings);
            return w;
        });
        Rectangle screen = GuiActionRunner.execute(() ->
                java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
        assertThat(screen.contains(GuiActionRunner.execute(() -> moved.getBounds()))).isTrue();
        GuiActionRunner.execute(() -> moved.dispose());
    }

    // ------------------------------------------------------------------ 7: what happened

    @ParameterizedTest
    @EnumSource(Game.class)
    void whatHappenedKeepsTheWholeGameWithTheNewestInView(Game game) {
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
        open(new Rectangle(20, 20, 1400, 900));
        start(game, game.seats(false), 13);
        waitFor("the end of the game", () -> window.session().isOver(), 200);
        DialogFixture end = frame.dialog("end", Timeout.timeout(20_000));
        press(end.button("end.close").target());
        Pause.pause(300);
        NewsPanel news = frame.robot().finder().findByName(window, "news", NewsPanel.class, false);
        int cards = GuiActionRunner.execute(news::cards);
        assertThat(cards).as("every summary of the game, not the last 9").isGreaterThanOrEqualTo(30);
        assertThat(cards).isEqualTo(GuiActionRunner.execute(() -> window.table().summaryTitles()).size());
        JViewport view = (JViewport) GuiActionRunner.execute(news::getParent);
        assertThat(GuiActionRunner.execute(() -> view.getViewPosition().y)).as("the newest, at the top, in view")
                .isZero();
        assertThat(GuiActionRunner.execute(() -> news.getComponent(0).getBounds().intersects(view.getViewRect())))
                .isTrue();
    }

    @Test
    void anUpdateBuildsOnlyTheNewCardsAndBringsTheNewestIntoView() {
        open(new Rectangle(20, 20, 900, 700));
        NewsPanel news = GuiActionRunner.execute(() -> {
            NewsPanel n = new NewsPanel(window.texts(), "nothing yet", colour -> null);
            javax.swing.JScrollPane scroll = new javax.swing.JScrollPane(n);
            JDialog d = new JDialog(window, "news");
            d.setContentPane(scroll);
            d.setSize(400, 500);
            d.setVisible(true);
            return n;
        });
        List<NewsCard.Entry> entries = new ArrayList<>();
        for (int i = 40; i > 0; i--) {
            entries.add(new NewsCard.Entry(i, "turn", new NewsCard("Turn " + i, List.of("What happened in turn " + i
                    + ", told at length so that it wraps over more than one line."), List.of(), List.of(), List.of())));
        }
        GuiActionRunner.execute(() -> news.show(entries, 100, List.of()));
        settle();
        List<Component> first = GuiActionRunner.execute(() -> List.of(news.getComponents()));
        JViewport view = (JViewport) GuiActionRunner.execute(news::getParent);
        GuiActionRunner.execute(() -> view.setViewPosition(new java.awt.Point(0, news.getHeight() - 100)));

        List<NewsCard.Entry> more = new ArrayList<>(entries);
        more.add(0, new NewsCard.Entry(41, "turn", new NewsCard("Turn 41", List.of("The newest."), List.of(),
                List.of(), List.of())));
        GuiActionRunner.execute(() -> news.show(more, 100, List.of()));
        settle();
        Pause.pause(200);
        settle();
        List<Component> second = GuiActionRunner.execute(() -> List.of(news.getComponents()));
        assertThat(second).hasSize(41);
        assertThat(second.subList(1, 41)).as("the old cards are kept, not built again")
                .usingElementComparator((a, b) -> a == b ? 0 : 1).containsExactlyElementsOf(first);
        assertThat(GuiActionRunner.execute(() -> view.getViewPosition().y)).isZero();
        assertThat(GuiActionRunner.execute(news::titles).get(0)).isEqualTo("Turn 41");
    }

    @Test
    void whileTheHumanBidsTheGenesComeForward() {
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
        open(new Rectangle(20, 20, 1400, 900));
        start(Game.URLAND, Game.URLAND.seats(true), 4);
        boolean bid = false;
        for (int k = 0; k < 400 && !bid; k++) {
            waitFor("the human to act", () -> window.session().humanToAct() || window.session().isOver(), 60);
            settle();
            bid = GuiActionRunner.execute(() -> ((org.ichto.urland.rules.GameState) window.session().state()).phase()
                    == org.ichto.urland.rules.Phase.BID);
            if (!bid) {
                playSafe();
            }
        }
        assertThat(bid).as("an auction with the human bidding").isTrue();
        assertThat(GuiActionRunner.execute(() -> window.table().summariesShown())).as("the genes in front").isFalse();
        // The player may look back at the summaries while bidding: they stay in front until the bid.
        javax.swing.JTabbedPane tabs = frame.robot().finder().findByName(window, "tabs", javax.swing.JTabbedPane.class, false);
        GuiActionRunner.execute(() -> tabs.setSelectedIndex(1));
        GuiActionRunner.execute(() -> window.table().show(cast(window.session()), 0, true, false));
        assertThat(GuiActionRunner.execute(() -> window.table().summariesShown())).isTrue();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static GameSession cast(GameSession<?, ?, ?, ?> s) {
        return s;
    }

    // ------------------------------------------------------------------ 4: a stop at each scoring

    @ParameterizedTest
    @EnumSource(Game.class)
    void withStopAtEachScoringTheComputersWaitAfterAScoringUntilThePlayerLetsThemGoOn(Game game) {
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
        settings.setStopAtScorings(true);
        open(new Rectangle(20, 20, 1400, 900));
        start(game, game.seats(false), 7);
        waitFor("a stop at a scoring", () -> GuiActionRunner.execute(() -> window.computersPaused()), 120);
        settle();
        GameSession<?, ?, ?, ?> s = session();
        int size = GuiActionRunner.execute(s::size);
        int last = size - 1;
        assertThat(GuiActionRunner.execute(() -> s.events().stream().filter(e -> e.decision() == last)
                .anyMatch(e -> scoring(game.ui, e.event())))).as("the last decision scored").isTrue();
        frame.panel("watch").requireVisible();
        assertThat(GuiActionRunner.execute(() -> window.statusText())).startsWith("A scoring");
        Pause.pause(1500);
        assertThat(GuiActionRunner.execute(s::size)).as("no decision while stopped").isEqualTo(size);
        press(frame.toggleButton("watch.pause").target());
        waitFor("play to go on", () -> GuiActionRunner.execute(s::size) > size, 30);
    }

    @SuppressWarnings("unchecked")
    private static <E> boolean scoring(GameUi<?, ?, ?, E> ui, Object event) {
        return ui.isScoring((E) event);
    }

    // ------------------------------------------------------------------ 9: watching, and files

    @ParameterizedTest
    @EnumSource(Game.class)
    void aGameOfFourComputersFromTheDialogCanBeSlowedPausedAndReachesItsEnd(Game game) {
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
        open(new Rectangle(20, 20, 1400, 900));
        menu("menu.game", "menu.game.new");
        DialogFixture dialog = frame.dialog("newGame");
        JComboBox<?> games = dialog.comboBox("newGame.game").target();
        GuiActionRunner.execute(() -> games.setSelectedItem(game.ui));
        GuiActionRunner.execute(() -> dialog.spinner("newGame.count").target().setValue(4));
        JComboBox<?> first = dialog.comboBox("newGame.kind.0").target();
        GuiActionRunner.execute(() -> first.setSelectedItem(game.personality));
        GuiActionRunner.execute(() -> dialog.textBox("newGame.seed").target().setText("5"));
        press(dialog.button("newGame.start").target());
        waitFor("a game", () -> window.session() != null, 10);
        assertThat(session().game()).isSameAs(game.ui.game());
        assertThat(session().seats()).hasSize(4).noneMatch(Seat::human);

        // The watch bar: its speed is the setting's, and a pause stops the computers.
        frame.panel("watch").requireVisible();
        JComboBox<?> speed = frame.comboBox("watch.speed").target();
        GuiActionRunner.execute(() -> speed.setSelectedItem(Settings.AiSpeed.SLOW));
        assertThat(settings.aiSpeed()).isEqualTo(Settings.AiSpeed.SLOW);
        assertThat(menuItem("menu.view.aiSpeed.slow").isSelected()).isTrue();
        press(frame.toggleButton("watch.pause").target());
        settle();
        Pause.pause(1500); // a computer thinking at the pause finishes, but its decision waits
        int paused = GuiActionRunner.execute(() -> window.session().size());
        Pause.pause(1500);
        assertThat(GuiActionRunner.execute(() -> window.session().size())).as("no decision while paused")
                .isEqualTo(paused);
        GuiActionRunner.execute(() -> speed.setSelectedItem(Settings.AiSpeed.INSTANT));
        menu("menu.view", "menu.view.aiSpeed", "menu.view.aiPause"); // the menu lets them go on too
        assertThat(GuiActionRunner.execute(() -> window.computersPaused())).isFalse();
        waitFor("the end of the game", () -> window.session().isOver(), 200);
        DialogFixture end = frame.dialog("end", Timeout.timeout(20_000));
        press(end.button("end.close").target());

        // After the end, a new game is started without a question.
        GameSession<?, ?, ?, ?> over = session();
        menu("menu.game", "menu.game.new");
        DialogFixture next = frame.dialog("newGame");
        press(next.button("newGame.start").target());
        waitFor("the new game", () -> window.session() != over, 10);
    }

    @Test
    void openAndNewGameAskBeforeReplacingAGameInProgressAndCancelKeepsIt() throws Exception {
        settings.setAiSpeed(Settings.AiSpeed.INSTANT);
        open(new Rectangle(20, 20, 1400, 900));
        start(Game.SOUP, Game.SOUP.seats(true), 8);
        Path saved = dir.resolve("other.soup");
        GuiActionRunner.execute(() -> window.saveTo(saved));
        waitFor("the human to act", () -> window.session().humanToAct(), 60);
        playSafe();
        waitFor("the human to act", () -> window.session().humanToAct(), 60);
        GameSession<?, ?, ?, ?> playing = session();
        int decisions = playing.size();
        assertThat(decisions).isPositive();

        // File > Open: the file is chosen, then the question; Cancel keeps the game.
        menu("menu.game", "menu.game.open");
        org.assertj.swing.fixture.JFileChooserFixture chooser = frame.fileChooser(Timeout.timeout(10_000));
        chooser.setCurrentDirectory(dir.toFile());
        chooser.selectFile(saved.toFile());
        press(chooser.approveButton().target());
        DialogFixture ask = frame.dialog("confirmReplace", Timeout.timeout(10_000));
        ask.label(new GenericTypeMatcher<JLabel>(JLabel.class) {
            @Override
            protected boolean isMatching(JLabel l) {
                return "Replace the game in progress?".equals(l.getText());
            }
        }).requireVisible();
        press(button(ask, "Cancel"));
        settle();
        assertThat(session()).isSameAs(playing);
        assertThat(session().size()).isEqualTo(decisions);

        // New game: the dialog, then the question; Cancel keeps the game.
        menu("menu.game", "menu.game.new");
        press(frame.dialog("newGame").button("newGame.start").target());
        press(button(frame.dialog("confirmReplace", Timeout.timeout(10_000)), "Cancel"));
        assertThat(session()).isSameAs(playing);

        // Open again, and replace: the saved game plays.
        menu("menu.game", "menu.game.open");
        chooser = frame.fileChooser(Timeout.timeout(10_000));
        chooser.setCurrentDirectory(dir.toFile());
        chooser.selectFile(saved.toFile());
        press(chooser.approveButton().target());
        press(button(frame.dialog("confirmReplace", Timeout.timeout(10_000)), "Replace"));
        waitFor("the saved game", () -> window.session() != playing, 30);
        assertThat(GuiActionRunner.execute(() -> window.getTitle())).contains("other.soup");
    }

    private static JButton button(DialogFixture dialog, String text) {
        return dialog.button(new GenericTypeMatcher<JButton>(JButton.class) {
            @Override
            protected boolean isMatching(JButton b) {
                return text.equals(b.getText()) && b.isShowing();
            }
        }).target();
    }
}
