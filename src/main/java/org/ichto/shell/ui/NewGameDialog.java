package org.ichto.shell.ui;

import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.game.Seat;
import org.ichto.shell.game.Seats;
import org.ichto.shell.ui.text.Texts;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.shell.rating.RatingTable;
import net.miginfocom.swing.MigLayout;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import java.awt.Component;
import java.awt.Window;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.Optional;
import java.util.Set;

/**
 * Which game and who plays: the seats, each a human or a computer personality at a difficulty, and
 * an optional seed. Each game offers its own seat range, colours and personalities.
 */
final class NewGameDialog extends JDialog {
    /** What the dialog decided: the game, its seats, the seed, and the personalities the seats name. */
    record Choice(GameUi<?, ?, ?, ?> game, List<Seat> seats, long seed, ProfileLibrary profiles) {
    }

    /** The kinds of seat besides the personalities: a human, the Expert, random play. */
    static final String HUMAN = "human";

    private final Locale locale;
    private final List<GameUi<?, ?, ?, ?>> games;
    private final Function<GameUi<?, ?, ?, ?>, ProfileLibrary> libraries;
    private final JComboBox<GameUi<?, ?, ?, ?>> gameBox = new JComboBox<>();
    private final JSpinner count = new JSpinner(new SpinnerNumberModel(4, 3, 5, 1));
    private final JPanel seatsPanel = new JPanel(new MigLayout("wrap 5, insets 0", "[][grow, fill][][][right]"));
    private final List<JTextField> names = new ArrayList<>();
    private final List<JComboBox<String>> colours = new ArrayList<>();
    private final List<JComboBox<String>> kinds = new ArrayList<>();
    private final List<JComboBox<Difficulty>> difficulties = new ArrayList<>();
    /** Each seat's computer opponent's shipped rating, so that the player can choose a fair challenge. */
    private final List<JLabel> ratings = new ArrayList<>();
    private Optional<RatingTable> ratingTable = Optional.empty();
    private final JTextField seed = new JTextField(12);
    private Texts texts;
    private GameUi<?, ?, ?, ?> game;
    private ProfileLibrary profiles;
    /** Every kind of seat offered: human, the shipped personalities, the Expert, random, then the player's own. */
    private List<String> kindIds;
    private Choice choice;

    /**
     * @param libraries the personalities a game offers (read when the game is chosen; a broken file is
     *                  left out and logged)
     */
    NewGameDialog(Window owner, Locale locale, List<GameUi<?, ?, ?, ?>> games, GameUi<?, ?, ?, ?> first,
                  Function<GameUi<?, ?, ?, ?>, ProfileLibrary> libraries) {
        super(owner, first.texts(locale).get("newgame.title"), ModalityType.APPLICATION_MODAL);
        this.locale = locale;
        this.games = List.copyOf(games);
        this.libraries = libraries;
        setName("newGame");
        games.forEach(gameBox::addItem);
        gameBox.setName("newGame.game");
        gameBox.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                GameUi<?, ?, ?, ?> g = (GameUi<?, ?, ?, ?>) value;
                return super.getListCellRendererComponent(list, g == null ? "" : g.texts(locale).get("game.name"),
                        index, selected, focus);
            }
        });
        gameBox.setSelectedItem(first);
        gameBox.addActionListener(e -> choose((GameUi<?, ?, ?, ?>) gameBox.getSelectedItem()));
        count.setName("newGame.count");
        seed.setName("newGame.seed");
        count.addChangeListener(e -> layoutSeats());
        choose(first);
        setLocationRelativeTo(owner);
    }

    /** Builds the dialog for a game: its texts, seat range, colours and personalities. */
    private void choose(GameUi<?, ?, ?, ?> chosen) {
        if (chosen == null || chosen == game) {
            return;
        }
        game = chosen;
        texts = chosen.texts(locale);
        profiles = libraries.apply(chosen);
        ratingTable = RatingTable.shipped(chosen.game().id());
        kindIds = kinds(profiles);
        Seats range = chosen.game().seats();
        int players = Math.max(range.min(), Math.min(range.max(), (Integer) count.getValue()));
        count.setModel(new SpinnerNumberModel(players, range.min(), range.max(), 1));
        // The previous game's rows go first: laid out with this game's texts, its colours have no names.
        seatsPanel.removeAll();
        names.clear();
        colours.clear();
        kinds.clear();
        difficulties.clear();
        ratings.clear();
        for (int seat = 0; seat < range.max(); seat++) {
            addSeatRow(seat);
        }
        JPanel root = new JPanel(new MigLayout("wrap 2, insets 12", "[][grow, fill]"));
        if (games.size() > 1) {
            root.add(new JLabel(texts.get("newgame.game")));
            root.add(gameBox, "growx 0");
        }
        root.add(new JLabel(texts.get("newgame.playerCount")));
        root.add(count, "growx 0");
        root.add(seatsPanel, "span 2, growx");
        root.add(new JLabel(texts.get("newgame.seed")));
        root.add(seed);
        JLabel seedHint = new JLabel(texts.get("newgame.seed.hint"));
        seedHint.setFont(seedHint.getFont().deriveFont(seedHint.getFont().getSize2D() - 1f));
        root.add(seedHint, "span 2");
        // Said before the game begins, so the player knows the price of a hint or a move taken back.
        JLabel ratedHint = new JLabel(texts.get("newgame.rated.hint"));
        ratedHint.setName("newGame.ratedHint");
        ratedHint.setFont(seedHint.getFont());
        root.add(ratedHint, "span 2");
        JButton start = new JButton(texts.get("newgame.start"));
        start.setName("newGame.start");
        JButton cancel = new JButton(texts.get("newgame.cancel"));
        cancel.setName("newGame.cancel");
        root.add(start, "span 2, split 2, right, tag ok");
        root.add(cancel, "tag cancel");
        start.addActionListener(e -> start());
        cancel.addActionListener(e -> dispose());
        getRootPane().setDefaultButton(start);
        setTitle(texts.get("newgame.title"));
        setContentPane(root);
        layoutSeats();
    }

    /**
     * The kinds of seat to offer: human, the shipped personalities in their index order, the Expert and
     * random play, then the player's own personalities in alphabetical order.
     */
    static List<String> kinds(ProfileLibrary profiles) {
        List<String> all = new ArrayList<>();
        all.add(HUMAN);
        all.addAll(profiles.shippedIds());
        all.add("expert");
        all.add("random");
        profiles.all().stream().map(Profile::id).filter(id -> !all.contains(id)).sorted().forEach(all::add);
        return all;
    }

    /** A kind in words: a shipped personality in the player's language, one of their own by its name. */
    private String label(String id) {
        if (id.equals(HUMAN)) {
            return texts.get("newgame.human");
        }
        if (profiles.shippedIds().contains(id) || texts.has("personality." + id + ".name")) {
            return texts.personality(id);
        }
        return profiles.find(id).map(Profile::name).orElse(id);
    }

    /** Shows the dialog and returns the choice, or empty when cancelled. */
    Optional<Choice> ask() {
        setVisible(true);
        return Optional.ofNullable(choice);
    }

    private void addSeatRow(int seat) {
        List<String> computers = kindIds.subList(1, 1 + profiles.shippedIds().size());
        String firstKind = seat == 0 || computers.isEmpty() ? HUMAN : computers.get((seat - 1) % computers.size());
        JTextField name = new JTextField(seat == 0 ? System.getProperty("user.name", texts.format(
                "newgame.defaultName", 1)) : label(firstKind), 12);
        name.setName("newGame.name." + seat);
        JComboBox<String> colour = new JComboBox<>(game.game().seats().colours().toArray(new String[0]));
        colour.setSelectedIndex(seat);
        colour.setName("newGame.colour." + seat);
        GameUi<?, ?, ?, ?> shown = game;
        colour.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                super.getListCellRendererComponent(list, texts.colour((String) value), index, selected, focus);
                setIcon(shown.seatIcon((String) value, 14));
                return this;
            }
        });
        JComboBox<String> kind = new JComboBox<>(kindIds.toArray(new String[0]));
        kind.setSelectedItem(firstKind);
        kind.setName("newGame.kind." + seat);
        kind.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, label((String) value), index, selected, focus);
            }
        });
        JComboBox<Difficulty> difficulty = new JComboBox<>(Difficulty.values());
        difficulty.setSelectedItem(Difficulty.NORMAL);
        difficulty.setName("newGame.difficulty." + seat);
        difficulty.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                // The open list shows each difficulty's rating; the closed box leaves it to the Rating column.
                Difficulty d = (Difficulty) value;
                return super.getListCellRendererComponent(list, index < 0 ? texts.get("difficulty." + d.id())
                        : difficultyText(kind, d), index, selected, focus);
            }
        });
        String[] shownKind = {firstKind};
        kind.addActionListener(e -> {
            String id = (String) kind.getSelectedItem();
            difficulty.setEnabled(!HUMAN.equals(id));
            // A computer's name follows its personality until the player types one of their own.
            if (!HUMAN.equals(id) && name.getText().strip().equals(label(shownKind[0]))) {
                name.setText(label(id));
            }
            shownKind[0] = id;
        });
        difficulty.setEnabled(seat != 0);
        JLabel rating = new JLabel();
        rating.setName("newGame.rating." + seat);
        rating.setToolTipText(texts.get("newgame.rating.tip"));
        Runnable rate = () -> rating.setText(ratingText((String) kind.getSelectedItem(),
                (Difficulty) difficulty.getSelectedItem()));
        kind.addActionListener(e -> rate.run());
        difficulty.addActionListener(e -> rate.run());
        rate.run();
        ratings.add(rating);
        names.add(name);
        colours.add(colour);
        kinds.add(kind);
        difficulties.add(difficulty);
    }

    /** The shipped rating of a computer opponent at a difficulty; empty for a human or one never rated. */
    String ratingText(String kind, Difficulty difficulty) {
        if (kind == null || HUMAN.equals(kind) || difficulty == null) {
            return "";
        }
        return ratingTable.flatMap(t -> t.find(kind, difficulty)).map(e -> Integer.toString(e.points()))
                .orElse("");
    }

    /** A difficulty in the list, with the chosen opponent's rating at it where there is one: "Hard (1610)". */
    private String difficultyText(JComboBox<String> kind, Difficulty d) {
        String word = texts.get("difficulty." + d.id());
        String rating = ratingText((String) kind.getSelectedItem(), d);
        return rating.isEmpty() ? word : texts.format("newgame.rating.choice", word, rating);
    }

    private void layoutSeats() {
        seatsPanel.removeAll();
        seatsPanel.add(new JLabel(texts.get("newgame.colour")));
        seatsPanel.add(new JLabel(texts.get("newgame.name")));
        seatsPanel.add(new JLabel(texts.get("newgame.kind")));
        seatsPanel.add(new JLabel(texts.get("newgame.difficulty")));
        seatsPanel.add(new JLabel(texts.get("newgame.rating")));
        for (int seat = 0; seat < (Integer) count.getValue() && seat < names.size(); seat++) {
            seatsPanel.add(colours.get(seat));
            seatsPanel.add(names.get(seat));
            seatsPanel.add(kinds.get(seat));
            seatsPanel.add(difficulties.get(seat));
            seatsPanel.add(ratings.get(seat));
        }
        seatsPanel.revalidate();
        pack();
    }

    private void start() {
        int n = (Integer) count.getValue();
        List<Seat> seats = new ArrayList<>();
        Set<String> usedNames = new HashSet<>();
        Set<String> usedColours = new HashSet<>();
        for (int seat = 0; seat < n; seat++) {
            String name = names.get(seat).getText().strip();
            String colour = (String) colours.get(seat).getSelectedItem();
            String kind = (String) kinds.get(seat).getSelectedItem();
            if (name.isEmpty()) {
                refuse(texts.format("newgame.error.name", seat + 1));
                return;
            }
            if (!usedNames.add(name)) {
                refuse(texts.format("newgame.error.sameName", name));
                return;
            }
            if (!usedColours.add(colour)) {
                refuse(texts.format("newgame.error.sameColour", texts.colour(colour)));
                return;
            }
            if (HUMAN.equals(kind)) {
                seats.add(Seat.human(name, colour));
            } else {
                Difficulty d = (Difficulty) difficulties.get(seat).getSelectedItem();
                seats.add(Seat.computer(name, colour, d == Difficulty.NORMAL ? kind : kind + ":" + d.id()));
            }
        }
        // No human seat is allowed: the computers play it out to be watched (the watch bar sets their pace).
        long s;
        String text = seed.getText().strip();
        if (text.isEmpty()) {
            s = System.nanoTime() ^ System.currentTimeMillis() * 0x9E3779B97F4A7C15L;
        } else {
            try {
                s = Long.parseLong(text);
            } catch (NumberFormatException e) {
                refuse(texts.format("newgame.error.seed", text));
                return;
            }
        }
        choice = new Choice(game, seats, s, profiles);
        dispose();
    }

    private void refuse(String message) {
        JOptionPane.showMessageDialog(this, message, texts.get("newgame.title"), JOptionPane.WARNING_MESSAGE);
    }
}
