package org.ichto.shell.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The games the product holds, by id, in the order they are offered. */
public final class GameRegistry {
    private final Map<String, GameDefinition<?, ?, ?, ?>> games = new LinkedHashMap<>();

    public GameRegistry(List<? extends GameDefinition<?, ?, ?, ?>> list) {
        for (GameDefinition<?, ?, ?, ?> g : list) {
            if (games.put(g.id(), g) != null) {
                throw new IllegalArgumentException("two games have the id " + g.id());
            }
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException("a registry needs at least one game");
        }
    }

    public List<GameDefinition<?, ?, ?, ?>> all() {
        return new ArrayList<>(games.values());
    }

    public Optional<GameDefinition<?, ?, ?, ?>> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    /** The game of that id, or an exception that lists the games there are. */
    public GameDefinition<?, ?, ?, ?> get(String id) {
        GameDefinition<?, ?, ?, ?> g = games.get(id);
        if (g == null) {
            throw new IllegalArgumentException("unknown game \"" + id + "\" (games are "
                    + String.join(", ", games.keySet()) + ")");
        }
        return g;
    }

    /** The first game: the one a command without --game plays. */
    public GameDefinition<?, ?, ?, ?> first() {
        return games.values().iterator().next();
    }

    /** The game a saved file's extension belongs to, if any. */
    public Optional<GameDefinition<?, ?, ?, ?>> byExtension(String extension) {
        return games.values().stream().filter(g -> g.saveExtension().equalsIgnoreCase(extension)).findFirst();
    }
}
